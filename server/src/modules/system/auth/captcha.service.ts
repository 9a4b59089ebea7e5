import { randomBytes, randomInt } from 'node:crypto';
import { ERR } from '@suanpan/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { badRequest, AppError } from '../../../app/errors.js';
import { captchaSvg } from './captcha-image.js';

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const CAPTCHA_MINUTES = 2;

/** A new single-use captcha valid for two minutes, kept in the database so any server can check it. */
export async function issueCaptcha(db: Db): Promise<{ uuid: string; base64: string }> {
  const uuid = randomBytes(16).toString('hex');
  const code = Array.from({ length: 4 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  await db
    .deleteFrom('captcha')
    .where('expires_at', '<', sql<string>`localtimestamp`)
    .execute();
  await db
    .insertInto('captcha')
    .values({ uuid, code, expires_at: sql<string>`localtimestamp + make_interval(mins => ${CAPTCHA_MINUTES})` })
    .execute();
  return { uuid, base64: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}` };
}

/** Consumes the captcha (whatever the outcome) and refuses a missing, expired or wrong code. */
export async function checkCaptcha(db: Db, code: string | undefined, uuid: string | undefined): Promise<void> {
  if (!code || !uuid) throw new AppError(400, ERR.captchaEmpty.code, ERR.captchaEmpty.message, 'code');
  if (!/^[0-9a-f]{32}$/.test(uuid)) throw badRequest(ERR.captchaExpired.message, 'uuid');
  const row = await db
    .deleteFrom('captcha')
    .where('uuid', '=', uuid)
    .returning(['code', sql<boolean>`expires_at > localtimestamp`.as('valid')])
    .executeTakeFirst();
  if (!row || !row.valid) throw new AppError(400, ERR.captchaExpired.code, ERR.captchaExpired.message, 'code');
  if (row.code.toLowerCase() !== code.trim().toLowerCase()) throw new AppError(400, ERR.captchaError.code, ERR.captchaError.message, 'code');
}
