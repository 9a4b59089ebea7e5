import { ERR } from '@suanpan/contracts';
import { AppError } from '../../../app/errors.js';
import { clearAttempts, countAttempt, releaseAttempt, type CounterKey } from '../../../app/attempt-counter.js';
import type { Db } from '../../../db/database.js';

// The sign-in throttle (docs/decisions.md, "Sign-in throttle"). Every attempt is counted before its password is
// checked and the limit is decided on the count that attempt got, so parallel guesses cannot pass together; an
// attempt whose password proves right gives its counts back, so only failures add up.

export const SIGN_IN_WINDOW_MINUTES = 15;
/** Attempts of one login name from one client address per window; the next are refused unchecked. */
export const MAX_ATTEMPTS_PER_NAME_AND_ADDRESS = 5;
/** Failed attempts from one client address over all names per window (password spraying). */
export const MAX_ATTEMPTS_PER_ADDRESS = 30;
/** Failed attempts on one login name over all addresses per window beyond which it asks for the captcha. */
export const CAPTCHA_AFTER_ATTEMPTS_PER_NAME = 10;

const nameAndAddress = (loginName: string, ip: string): CounterKey => ({ scope: 'login', key: `${ip} ${loginName}` });
const address = (ip: string): CounterKey => ({ scope: 'login-address', key: ip });
const name = (loginName: string): CounterKey => ({ scope: 'login-name', key: loginName });

/**
 * Counts a sign-in attempt and refuses (429) one beyond the limit of its name from its address or of its address;
 * answers whether the name, attacked from elsewhere, needs the captcha. A refused attempt does not count on the name,
 * so one address cannot make the name ask for the captcha everywhere.
 */
export async function takeSignInAttempt(db: Db, loginName: string, ip: string): Promise<{ captchaNeeded: boolean }> {
  const [fromHere = 0, fromAddress = 0] = await countAttempt(db, [nameAndAddress(loginName, ip), address(ip)], SIGN_IN_WINDOW_MINUTES);
  if (fromHere > MAX_ATTEMPTS_PER_NAME_AND_ADDRESS || fromAddress > MAX_ATTEMPTS_PER_ADDRESS)
    throw new AppError(429, ERR.tooManyLogins.code, ERR.tooManyLogins.message);
  const [onName = 0] = await countAttempt(db, [name(loginName)], SIGN_IN_WINDOW_MINUTES);
  return { captchaNeeded: onName > CAPTCHA_AFTER_ATTEMPTS_PER_NAME };
}

/** The password was right: the name starts afresh from this address, and the address and the name get their count back. */
export async function signInProven(db: Db, loginName: string, ip: string): Promise<void> {
  await clearAttempts(db, [nameAndAddress(loginName, ip)]);
  await releaseAttempt(db, [address(ip), name(loginName)]);
}
