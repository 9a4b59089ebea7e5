import type { Language } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Session } from '../../../app/auth/session.js';
import type { Database } from '../../../db/schema.js';

/** Keeps the signed-in user's interface language with the user, so it follows them to another browser. */
export async function chooseLanguage(db: Kysely<Database>, s: Session, language: Language): Promise<void> {
  await db.updateTable('app_user').set({ language }).where('tenant_id', '=', s.tenantId).where('id', '=', s.userId).execute();
}
