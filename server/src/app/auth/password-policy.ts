import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chosenPasswordSchema, COMMON_PASSWORD_MESSAGE, installCommonPasswordCheck } from '@suanpan/contracts';

// The same relative path from src/app/auth and from dist/app/auth: the list ships beside the code, read once at start.
const LIST_FILE = fileURLToPath(new URL('../../../assets/common-passwords.txt', import.meta.url));
const COMMON_PASSWORDS = new Set(
  fs
    .readFileSync(LIST_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Whether the password is one of the few thousand most guessed (letter case does not make it safer). */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

// The contracts' chosenPasswordSchema (every body that sets a password) refuses the list's passwords from now on.
installCommonPasswordCheck(isCommonPassword);

export { chosenPasswordSchema, COMMON_PASSWORD_MESSAGE };
