import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';

/** Who acts on documents, from where: what every document action (save, status change, repair) is given. */
export interface DocumentContext {
  db: Kysely<Database>;
  session: Session;
  ip: string;
  /** The business time zone: a document saved without a time is dated now there. */
  timeZone: string;
}
