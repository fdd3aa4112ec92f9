import { useEffect, useState } from 'react';

/** The time now, again every `everyMs` while `ticking` (a countdown on screen); still otherwise. */
export function useNow(ticking: boolean, everyMs = 1_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [ticking, everyMs]);
  return now;
}
