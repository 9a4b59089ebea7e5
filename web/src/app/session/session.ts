import type { PublicUser } from '@suanpan/contracts';

/** The signed-in user as the server answers it; `orgCode` once a department is chosen (/sys/selectDepart). */
export type SessionUser = PublicUser & { orgCode?: string };
import { storage } from './storage';
import { LIFETIMES, STORAGE_KEYS } from './storageKeys';

// A tiny external store so React components re-render when the signed-in user changes.
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  listeners.forEach((l) => l());
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getVersion: (): number => version,
};

export function saveLogin(token: string, user: SessionUser): void {
  const ttl = LIFETIMES.session;
  storage.set(STORAGE_KEYS.accessToken, token, ttl);
  storage.set(STORAGE_KEYS.userId, user.id, ttl);
  storage.set(STORAGE_KEYS.userLoginName, user.loginName, ttl);
  storage.set(STORAGE_KEYS.userName, user.username, ttl);
  storage.set(STORAGE_KEYS.userInfo, user, ttl);
  storage.set(STORAGE_KEYS.lastActivity, Date.now());
  changed();
}

/** After a department change the new user info is kept for 7 days (spec §3). */
export function saveUserInfo(user: SessionUser): void {
  storage.set(STORAGE_KEYS.userInfo, user, LIFETIMES.department);
  changed();
}

export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.userLoginName,
    STORAGE_KEYS.userName,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.userButtonAuth,
    STORAGE_KEYS.sysButtonAuth,
    STORAGE_KEYS.winBtnStrList,
    STORAGE_KEYS.cachedRoutes,
    STORAGE_KEYS.lastActivity,
    STORAGE_KEYS.initialPassword,
  ]) {
    storage.remove(key);
  }
  changed();
}

/** Expiry keeps the user id (so the login page can pre-fill) but drops the credential. */
export function dropToken(): void {
  storage.remove(STORAGE_KEYS.accessToken);
  storage.remove(STORAGE_KEYS.lastActivity);
  changed();
}

export function currentUser(): SessionUser | undefined {
  return storage.get<SessionUser>(STORAGE_KEYS.userInfo);
}

export function currentUserId(): string | number | undefined {
  return storage.get<string | number>(STORAGE_KEYS.userId);
}

export function currentToken(): string | undefined {
  return storage.get<string>(STORAGE_KEYS.accessToken);
}

/** The route guard's test (spec §2.1): a stored user id means "signed in". */
export function hasStoredUser(): boolean {
  const id = currentUserId();
  return id !== undefined && id !== null && id !== '';
}
