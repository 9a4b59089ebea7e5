import { storage } from './storage';
import { STORAGE_KEYS } from './storageKeys';

export const INACTIVITY_LIMIT_MS = 30 * 60 * 1000;

export function touchActivity(now = Date.now()): void {
  storage.set(STORAGE_KEYS.lastActivity, now);
}

/**
 * Called on every click, successful response and return to the tab. Returns 'expired' when the last
 * activity is older than the limit; otherwise refreshes the timestamp.
 */
export function checkActivity(now = Date.now()): 'active' | 'expired' | 'signed-out' {
  if (!storage.get<string>(STORAGE_KEYS.accessToken)) return 'signed-out';
  const last = storage.get<number>(STORAGE_KEYS.lastActivity);
  if (last !== undefined && now - last > INACTIVITY_LIMIT_MS) return 'expired';
  touchActivity(now);
  return 'active';
}
