/**
 * A later import from the same source brings in what changed since the last run (docs/migration.md, "A weekend
 * switch-over"): each mapped row keeps what it was when it was last brought in. `source_hash` — the source row (a
 * document: its head with its lines) as read then; `target_hash` — our row's own columns (a document: with its live
 * lines) as written then. A source row whose hash differs changed in jshERP; our row whose hash differs changed here;
 * both → a conflict, never overwritten. NULL (rows imported before this migration, stand-ins for gone rows): no
 * baseline yet — the next run takes the row as unchanged and records it.
 */
export const up = /* sql */ `
alter table import_source_map add column source_hash varchar(40), add column target_hash varchar(32);
`;
