import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;
const MD5_TIMING_SALT = randomBytes(16);

/** Salted scrypt hash in the self-describing form `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A jshERP account's unsalted md5 hex as the importer stores it (`md5$hex`, docs/migration.md): accepted by
 * `verifyPassword` only until the first successful sign-in, which replaces it (`needsRehash`).
 */
export const importedMd5Hash = (hex: string): string => `md5$${hex.toLowerCase()}`;

/** Whether a stored hash is not yet our own scheme and must be replaced once its password has been verified. */
export const needsRehash = (stored: string): boolean => !stored.startsWith('scrypt$');

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme === 'md5' && n) {
    // As slow as our own hash: an imported account is not told from others by how fast a wrong password is refused.
    await scrypt(password, MD5_TIMING_SALT, KEY_LENGTH, PARAMS);
    const expected = Buffer.from(n, 'hex');
    const given = createHash('md5').update(password).digest();
    return expected.length === given.length && timingSafeEqual(given, expected);
  }
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A readable random password for generated accounts (printed once at first start). */
export function generatePassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + 'ABCDEFGHJKLMNPQRSTUVWXYZ' + digits;
  const bytes = randomBytes(12);
  const body = [...bytes].map((b) => all[b % all.length]).join('');
  // Guarantee the lowercase-and-digit rule of spec §5.
  return `${body}${letters[bytes[0]! % letters.length]}${digits[bytes[1]! % digits.length]}`;
}
