import { useState } from 'react';

export type TimeWarning = 5 | 1;

/**
 * The minutes-left warning to announce: 5 then 1, each once, as the countdown crosses it. A warning
 * is never given for a quiz no longer than it (a 4-minute quiz gets only the 1-minute one), nor on
 * opening a quiz already past it.
 */
export function useTimeWarning(left: number | null, allowedSeconds: number | null): TimeWarning | null {
  const [warning, setWarning] = useState<TimeWarning | null>(null);
  const [previous, setPrevious] = useState(left);
  if (left !== previous) {
    setPrevious(left);
    const crossed = (minutes: TimeWarning) =>
      left !== null &&
      previous !== null &&
      allowedSeconds !== null &&
      allowedSeconds > minutes * 60 &&
      previous > minutes * 60 &&
      left <= minutes * 60;
    if (crossed(1)) setWarning(1);
    else if (crossed(5)) setWarning(5);
  }
  return warning;
}
