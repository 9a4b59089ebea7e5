import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../test/sessionUser';
import { checkActivity, INACTIVITY_LIMIT_MS, touchActivity } from './activity';
import { clearSession, currentToken, hasStoredUser, saveLogin } from './session';
import { storage } from './storage';
import { STORAGE_KEYS } from './storageKeys';
import { expiresSoon } from './tenantExpiry';

const user = testUser();

afterEach(() => vi.useRealTimers());

describe('session storage', () => {
  it('keeps token and user for 7 days, then forgets them', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    saveLogin('tok', user);
    expect(hasStoredUser()).toBe(true);
    vi.setSystemTime(new Date('2026-01-07T23:59:00Z'));
    expect(currentToken()).toBe('tok');
    vi.setSystemTime(new Date('2026-01-08T00:00:01Z'));
    expect(currentToken()).toBeUndefined();
    expect(hasStoredUser()).toBe(false);
  });

  it('stores values namespaced with an expiry, like the reference client', () => {
    saveLogin('tok', user);
    const raw = JSON.parse(window.localStorage.getItem('pro__Access-Token') ?? '{}') as { value: string; expire: number };
    expect(raw.value).toBe('tok');
    expect(raw.expire).toBeGreaterThan(Date.now());
    clearSession();
    expect(window.localStorage.getItem('pro__Access-Token')).toBeNull();
  });
});

describe('30-minute inactivity', () => {
  it('refreshes the timestamp while active and expires after 30 minutes', () => {
    saveLogin('tok', user);
    const start = 1_000_000;
    touchActivity(start);
    expect(checkActivity(start + INACTIVITY_LIMIT_MS)).toBe('active');
    expect(storage.get(STORAGE_KEYS.lastActivity)).toBe(start + INACTIVITY_LIMIT_MS);
    expect(checkActivity(start + 2 * INACTIVITY_LIMIT_MS + 1)).toBe('expired');
  });

  it('does nothing when signed out', () => {
    expect(checkActivity()).toBe('signed-out');
  });
});

describe('tenant expiry warning', () => {
  const now = new Date('2026-03-01T00:00:00');
  it('warns trial tenants under 5 days and paid tenants under 15 days', () => {
    expect(expiresSoon({ type: '0', expireTime: '2026-03-05 23:00:00' }, now)).toBe(true);
    expect(expiresSoon({ type: '0', expireTime: '2026-03-07 00:00:00' }, now)).toBe(false);
    expect(expiresSoon({ type: '1', expireTime: '2026-03-14 00:00:00' }, now)).toBe(true);
    expect(expiresSoon({ type: '1', expireTime: '2026-03-20 00:00:00' }, now)).toBe(false);
  });
});
