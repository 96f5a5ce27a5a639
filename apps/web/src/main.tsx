import './theme/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initLanguage } from './i18n/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initLanguage().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
