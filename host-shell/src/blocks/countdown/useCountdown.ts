import { useEffect, useState } from 'react';
import { isOver, remaining, type Remaining } from './remaining';

/**
 * Time left until `targetIso`, ticking every second. The first render shows `initial` (the
 * CMS's Days..Seconds, so server and browser agree); after mount it follows the clock and
 * stops, timer cleared, at all zeros.
 */
export function useCountdown(targetIso: string, initial: Remaining): Remaining {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const target = Date.parse(targetIso);
    if (Number.isNaN(target)) return;
    let timer: ReturnType<typeof setInterval> | undefined = undefined;
    const tick = (): boolean => {
      const next = remaining(target, Date.now());
      setValue(next);
      const over = isOver(next);
      if (over && timer !== undefined) clearInterval(timer);
      return over;
    };
    if (tick()) return;
    timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [targetIso]);
  return value;
}
