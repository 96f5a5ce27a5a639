import './theme/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initLanguage } from './i18n/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initLanguage().then(() => {
  const root = createRoot(container);
  // a transition: the first render yields to the browser every few milliseconds instead of holding it
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
