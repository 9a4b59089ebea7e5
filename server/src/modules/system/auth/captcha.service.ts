import { randomBytes, randomInt } from 'node:crypto';
import { ERR } from '@suanpan/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { badRequest, AppError } from '../../../app/errors.js';

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const CAPTCHA_MINUTES = 2;

function svgFor(code: string): string {
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 14 + i * 24 + randomInt(-3, 4);
      const y = 30 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-size="26" font-family="monospace" fill="#${randomInt(0x202020, 0x707070).toString(16)}">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 110), randomInt(0, 40), randomInt(0, 110), randomInt(0, 40)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${randomInt(0x808080, 0xc0c0c0).toString(16)}" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f3f3f3"/>${noise}${glyphs}</svg>`;
}

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
  return { uuid, base64: `data:image/svg+xml;base64,${Buffer.from(svgFor(code)).toString('base64')}` };
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
