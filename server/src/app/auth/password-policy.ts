import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newPasswordSchema } from '@suanpan/contracts';
import type { z } from 'zod';

// The same relative path from src/app/auth and from dist/app/auth: the list ships beside the code, read once at start.
const LIST_FILE = fileURLToPath(new URL('../../../assets/common-passwords.txt', import.meta.url));
const COMMON_PASSWORDS = new Set(
  fs
    .readFileSync(LIST_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export const COMMON_PASSWORD_MESSAGE = '密码过于常见，容易被猜中，请换一个不常见的密码';

/** Whether the password is one of the few thousand most guessed (letter case does not make it safer). */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/** A password someone chooses (spec §5's rule) that is not a common one: every route that sets a password takes this. */
export const chosenPasswordSchema = newPasswordSchema.refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

/** The body schema with its `password` field held to `chosenPasswordSchema`. */
export function withChosenPassword<Shape extends z.ZodRawShape & { password: typeof newPasswordSchema }, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return schema.extend({ password: chosenPasswordSchema });
}
