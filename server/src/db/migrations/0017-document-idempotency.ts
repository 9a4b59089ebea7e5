/**
 * Idempotency keys belong to the document layer (platform/document/idempotency.ts), not to goods bills:
 * the table loses its foreign key to depot_head and names the document's table beside its id, so a
 * finance or production document can be saved under a key too. A key still identifies one request of
 * the tenant (primary key unchanged) and replays its first answer; rows written so far are goods bills.
 */
export const up = /* sql */ `
alter table bill_idempotency drop constraint bill_idempotency_tenant_id_head_id_fkey;
alter table bill_idempotency rename to document_idempotency;
alter table document_idempotency rename column head_id to document_id;
alter table document_idempotency add column document_table varchar(40);
update document_idempotency set document_table = 'depot_head' where document_id is not null;
alter table document_idempotency add constraint document_idempotency_document_ck check ((document_id is null) = (document_table is null));
`;
