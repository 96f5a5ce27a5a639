import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ConsoleApp } from './console-app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* real paths under /staff, so that a mailed link (/staff/set-password?token=…) opens its page */}
    <BrowserRouter basename="/staff">
      <ConsoleApp />
    </BrowserRouter>
  </StrictMode>,
);
