import { useCallback, type KeyboardEvent } from 'react';

const FOCUSABLE = 'input:not([disabled]):not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea:not([disabled])';

/**
 * Enter moves focus to the next input of the same form area and wraps to the first (spec §2.2).
 * Spread the returned handler on the area's container: `<div onKeyDown={onKeyDown}>`.
 */
export function useEnterToNext() {
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON') return;
    const inputs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const index = inputs.indexOf(target);
    if (index < 0 || inputs.length === 0) return;
    event.preventDefault();
    inputs[(index + 1) % inputs.length]?.focus();
  }, []);
  return { onKeyDown };
}
