import type { BillKind } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// 销售协议 is the seller's terms to its buyer: printed on the bills to a customer or a member.
const SOLD_TO = new Set(['客户', '会员']);

/**
 * What the printed bill adds to the list row (one statement): its 审核人, the partner's 联系人 / 电话 / 地址 (mobile and
 * landline together when both are set) and the 销售协议 of 系统配置 where the kind sells.
 */
export async function printFacts(db: Kysely<Database>, tenantId: string, billId: string, kind: BillKind) {
  const { rows } = await sql<{
    auditor_name: string | null;
    has_partner: boolean;
    contacts: string | null;
    phone: string | null;
    address: string | null;
    sale_agreement: string | null;
  }>`
    select u.username as auditor_name, p.id is not null as has_partner, p.contacts,
      nullif(concat_ws(' / ', nullif(p.phone_num, ''), nullif(p.telephone, '')), '') as phone, nullif(p.address, '') as address,
      (select nullif(c.sale_agreement, '') from system_config c where c.tenant_id = h.tenant_id and c.delete_flag = false limit 1) as sale_agreement
    from depot_head h
    left join app_user u on u.tenant_id = h.tenant_id and u.id = h.auditor
    left join supplier p on p.tenant_id = h.tenant_id and p.id = h.organ_id
    where h.tenant_id = ${tenantId} and h.id = ${billId}`.execute(db);
  const r = rows[0];
  return {
    auditorName: r?.auditor_name ?? null,
    partner: r?.has_partner ? { contacts: r.contacts, phone: r.phone, address: r.address } : null,
    saleAgreement: kind.partner && SOLD_TO.has(kind.partner.type) ? (r?.sale_agreement ?? null) : null,
  };
}
