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

/**
 * How a client states the password: ours sends it as typed (`plain`); jshERP's own client, on the reference mount,
 * sends its md5 hex (`md5`, docs/reference-client.md) and so do tools written against jshERP.
 */
export type PasswordForm = 'plain' | 'md5';

const SCHEME = 'scrypt-md5';
const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');
const MD5_HEX = /^[0-9a-f]{32}$/;

/** The md5 hex of the password a client stated in its form (undefined when that form cannot be one). */
function md5Of(given: string, form: PasswordForm): string | undefined {
  if (form === 'plain') return md5Hex(given);
  const hex = given.trim().toLowerCase();
  return MD5_HEX.test(hex) ? hex : undefined;
}

async function scryptOf(secret: string, salt: Buffer, params = PARAMS, length = KEY_LENGTH): Promise<Buffer> {
  return scrypt(secret, salt, length, { ...params, maxmem: PARAMS.maxmem });
}

/**
 * Salted scrypt taken over the md5 hex of the password, `scrypt-md5$N$r$p$salt$hash`: both clients' forms verify
 * (ours hashes what was typed first, jshERP's sends that md5), and what is stored is as strong as scrypt over the
 * password itself — md5 only changes the secret's spelling, not what it takes to guess it.
 */
export async function hashPassword(password: string, form: PasswordForm = 'plain'): Promise<string> {
  const md5 = md5Of(password, form);
  if (md5 === undefined) throw new Error('not an md5 hex');
  const salt = randomBytes(16);
  const key = await scryptOf(md5, salt);
  return [SCHEME, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A jshERP account's unsalted md5 hex as the importer stores it (`md5$hex`, docs/migration.md): accepted only until
 * the first successful sign-in, which replaces it (`needsRehash`).
 */
export const importedMd5Hash = (hex: string): string => `md5$${hex.toLowerCase()}`;

/**
 * Whether a stored hash is not yet our current scheme and must be replaced once its password has been proven: an
 * imported md5, or the scrypt over the typed password of before (`scrypt$…`, which only our own form can prove).
 */
export const needsRehash = (stored: string): boolean => !stored.startsWith(`${SCHEME}$`);

/**
 * The password stated in `form` against the stored hash: the password's md5 hex when it matches (what a rehash
 * stores, `hashPassword(md5, 'md5')`), else undefined. Every check costs one scrypt, so a wrong password is refused as
 * slowly for an imported account as for any other.
 */
export async function provePassword(given: string, stored: string, form: PasswordForm = 'plain'): Promise<string | undefined> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const md5 = md5Of(given, form);
  if (scheme === 'md5' && n) {
    await scryptOf(given, MD5_TIMING_SALT);
    const expected = Buffer.from(n, 'hex');
    const stated = Buffer.from(md5 ?? '', 'hex');
    return md5 !== undefined && expected.length === stated.length && timingSafeEqual(stated, expected) ? md5 : undefined;
  }
  if ((scheme !== SCHEME && scheme !== 'scrypt') || !salt || !hash) return undefined;
  // The scheme of before hashed the typed password: only our own form can prove it.
  const secret = scheme === SCHEME ? md5 : form === 'plain' ? given : undefined;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptOf(
    secret ?? given,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem },
    expected.length,
  );
  return secret !== undefined && key.length === expected.length && timingSafeEqual(key, expected) ? md5 : undefined;
}

export async function verifyPassword(given: string, stored: string, form: PasswordForm = 'plain'): Promise<boolean> {
  return (await provePassword(given, stored, form)) !== undefined;
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
