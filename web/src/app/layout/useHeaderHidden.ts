import { useEffect, useState } from 'react';

/** "Hide header on scroll": hidden while scrolling down past the header, shown again when scrolling up. */
export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = (): void => {
      const y = window.scrollY;
      setHidden(y > 100 && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled]);
  return enabled && hidden;
}
