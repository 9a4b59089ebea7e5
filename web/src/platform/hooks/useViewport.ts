import { useSyncExternalStore } from 'react';

/** Spec §9 breakpoints: below 768px is a phone, below 1088px is "mobile-ish" (header extras hidden). */
export const PHONE_MAX = 768;
export const TABLET_MAX = 1088;

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const width = (): number => window.innerWidth;

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, () => 1366);
}

export function useIsMobile(): boolean {
  return useViewportWidth() < PHONE_MAX;
}

export function useIsDesktop(): boolean {
  return useViewportWidth() >= TABLET_MAX;
}
