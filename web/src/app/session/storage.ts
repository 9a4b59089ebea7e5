// Values are stored as {value, expire} under a namespace, like the reference client's storage plugin,
// so a 7-day session simply disappears when read after its expiry.
const NAMESPACE = 'pro__';

interface Stored {
  value: unknown;
  expire: number | null;
}

function fullKey(key: string): string {
  return NAMESPACE + key;
}

export const storage = {
  set(key: string, value: unknown, ttlMs?: number): void {
    const item: Stored = { value, expire: ttlMs === undefined ? null : Date.now() + ttlMs };
    window.localStorage.setItem(fullKey(key), JSON.stringify(item));
  },

  get<T>(key: string, fallback?: T): T | undefined {
    const raw = window.localStorage.getItem(fullKey(key));
    if (raw === null) return fallback;
    try {
      const item = JSON.parse(raw) as Stored;
      if (item.expire !== null && item.expire <= Date.now()) {
        window.localStorage.removeItem(fullKey(key));
        return fallback;
      }
      return item.value as T;
    } catch {
      return fallback;
    }
  },

  remove(key: string): void {
    window.localStorage.removeItem(fullKey(key));
  },
};
