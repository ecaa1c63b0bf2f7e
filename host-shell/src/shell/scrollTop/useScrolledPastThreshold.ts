import { useEffect, useState } from 'react';
import { isPastScrollThreshold } from './scrollThreshold';

/** Whether the window is scrolled past the scroll-to-top threshold; false on the server and first render. */
export function useScrolledPastThreshold(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(isPastScrollThreshold(window.scrollY));
    // A reload or back navigation may restore a scrolled position before any scroll event.
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return past;
}
