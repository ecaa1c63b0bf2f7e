import { useEffect, useState } from 'react';
import { afterNextPaint } from '@showroom/ui';
import { isPastScrollThreshold } from './scrollThreshold';

/** Whether the window is scrolled past the scroll-to-top threshold; false on the server and first render. */
export function useScrolledPastThreshold(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(isPastScrollThreshold(window.scrollY));
    // A reload or back navigation may restore a scrolled position before any scroll event, so it is read once
    // unprompted: after the next frame, when the page is laid out already. Read in the effect itself, scrollY
    // made the browser lay out the page just hydrated in the middle of React's task (a long task on a phone).
    const cancelRead = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelRead();
      window.removeEventListener('scroll', update);
    };
  }, []);
  return past;
}
