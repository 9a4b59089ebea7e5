import type { PartnerType } from '@suanpan/contracts';
import { sql } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Db } from '../../db/database.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { customerAllowed } from '../../app/auth/user-scope.js';

export interface PickerInput {
  key?: string | undefined;
  organId?: number | undefined;
  limit?: number | undefined;
}

export interface PickedPartner {
  id: number;
  supplier: string;
  type: PartnerType;
}

/**
 * Enabled partners of the given types for a bill's partner picker, honouring the customer scope.
 * The bill's current partner (`organId`) is always included so an existing bill still shows it.
 */
export async function pickPartners(db: Db, session: Session, types: readonly PartnerType[], input: PickerInput): Promise<PickedPartner[]> {
  let q = db
    .selectFrom('supplier')
    .select(['id', 'supplier', 'type'])
    .where('tenant_id', '=', session.tenantId)
    .where('delete_flag', '=', false)
    .where('type', 'in', types)
    .where((eb) => {
      const listed = eb.and([eb('enabled', '=', true), customerAllowed(session, 'supplier.id', 'supplier.type')]);
      return input.organId ? eb.or([listed, eb('id', '=', String(input.organId))]) : listed;
    });
  if (input.key?.trim()) {
    const pattern = likePattern(input.key.trim());
    q = input.organId
      ? q.where((eb) => eb.or([sql<boolean>`supplier.supplier ilike ${pattern}`, eb('id', '=', String(input.organId))]))
      : q.where(sql<boolean>`supplier.supplier ilike ${pattern}`);
  }
  const rows = await q
    .orderBy('sort')
    .orderBy('id')
    .limit(input.limit ?? 500)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), supplier: r.supplier, type: r.type as PartnerType }));
}
