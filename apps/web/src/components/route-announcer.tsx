import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { visuallyHidden } from './visually-hidden';

export const ROUTE_ANNOUNCER_ID = 'route-announcer';

// a page shows its heading once its data is in: look for it for up to five seconds
const LOOK_FOR_HEADING_MS = 5_000;

/**
 * A page reached by a link is announced as a page load would be: its title read politely, focus on its
 * main heading (unless the page already moved focus into itself). The first page is the browser's own.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.querySelector('main');
    const from = document.activeElement;
    const started = Date.now();
    let frame = 0;
    const look = () => {
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading) {
        if (Date.now() - started < LOOK_FOR_HEADING_MS) frame = requestAnimationFrame(look);
        return;
      }
      setMessage(document.title);
      const focusMovedByPage = document.activeElement !== from && main?.contains(document.activeElement);
      if (!focusMovedByPage) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <Box id={ROUTE_ANNOUNCER_ID} aria-live="polite" aria-atomic sx={visuallyHidden}>
      {message}
    </Box>
  );
}
