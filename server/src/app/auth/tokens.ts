import { createHash, randomBytes } from 'node:crypto';

/** Opaque session tokens: 32 random bytes, stored only as their SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[0-9a-f]{64}$/.test(token);
}
