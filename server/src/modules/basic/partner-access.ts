import { PARTNER_TYPE_PAGES, PARTNER_TYPES, type ButtonCode, type PartnerType } from '@suanpan/contracts';
import { effectiveGrants } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Db } from '../../db/database.js';

/**
 * Suppliers, customers and members share one table but are three screens with their own
 * permission: a caller only reads (or, with the button, writes) the types whose page they hold.
 */
export async function allowedPartnerTypes(db: Db, session: Session, button?: ButtonCode): Promise<PartnerType[]> {
  const grants = await effectiveGrants(db, session, Object.values(PARTNER_TYPE_PAGES));
  return PARTNER_TYPES.filter((type) => {
    const grant = grants.get(PARTNER_TYPE_PAGES[type]);
    return grant !== undefined && (!button || grant.buttons.has(button));
  });
}

export async function assertPartnerTypes(db: Db, session: Session, types: Iterable<unknown>, button?: ButtonCode): Promise<void> {
  const allowed = new Set<string>(await allowedPartnerTypes(db, session, button));
  for (const type of types) {
    if (!allowed.has(String(type))) throw forbidden();
  }
}
