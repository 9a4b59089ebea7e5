import { useSyncExternalStore } from 'react';
import { storage } from './storage';
import { LIFETIMES, STORAGE_KEYS } from './storageKeys';

// Whether the signed-in user still has the initial password (set by an administrator, a seed or a tenant's creation,
// never changed by the user: the sign-in's `pwdSimple`). Kept with the session, so a reload keeps the banner; gone
// when the user changes the password, closes the banner, or signs out (clearSession).
const listeners = new Set<() => void>();
const changed = (): void => listeners.forEach((l) => l());

export const initialPassword = {
  /** From the sign-in's answer. */
  signedIn(stillInitial: boolean): void {
    if (stillInitial) storage.set(STORAGE_KEYS.initialPassword, true, LIFETIMES.session);
    else storage.remove(STORAGE_KEYS.initialPassword);
    changed();
  },
  /** The password was changed, or the user closed the reminder for this sign-in. */
  settled(): void {
    storage.remove(STORAGE_KEYS.initialPassword);
    changed();
  },
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = (): boolean => storage.get<boolean>(STORAGE_KEYS.initialPassword) === true;

/** True while the reminder to change the initial password should show. */
export function useInitialPassword(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
