/**
 * Imports from another system (`npm run import:jsherp`, docs/migration.md): which of our rows each source row became,
 * per tenant. A tenant whose source tenant row is mapped was imported before and is left as it is, so running the same
 * import twice changes nothing; the map also answers "where did this bill come from" afterwards.
 * `source` names the source database (host:port/name); ids are kept as text (jshERP keys are bigint, some are codes).
 */
export const up = /* sql */ `
create table import_source_map (
  tenant_id bigint not null references tenant (id),
  source varchar(200) not null,
  source_table varchar(64) not null,
  source_id varchar(64) not null,
  target_id bigint not null,
  imported_at timestamp(3) not null default localtimestamp(3),
  primary key (tenant_id, source, source_table, source_id)
);
create unique index import_source_map_source_uq on import_source_map (source, source_table, source_id);
select suanpan_isolate_tenant_table('import_source_map');
`;
