import { useEffect, useState } from 'react';

/**
 * Seconds left, counting down each second from what the server said; null when untimed. The deadline
 * is fixed when the quiz loads, so a slow render never makes the clock drift.
 */
export function useCountdown(remaining: number | null): number | null {
  const [deadline] = useState(() => (remaining === null ? null : Date.now() + remaining * 1000));
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
