import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface Actor {
  tenantId: string;
  userId: string;
}

/** One operation-log row per mutation, written in the mutation's own transaction. */
export async function writeLog(db: Kysely<Database>, actor: Actor, clientIp: string, operation: string, content: string): Promise<void> {
  await db
    .insertInto('operation_log')
    .values({ tenant_id: actor.tenantId, user_id: actor.userId, operation, client_ip: clientIp, content: content.slice(0, 5000) })
    .execute();
}
