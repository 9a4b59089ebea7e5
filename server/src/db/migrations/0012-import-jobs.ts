/**
 * Import progress becomes platform machinery shared by every spreadsheet import (products,
 * partners): the material job table is renamed and each job names what it imports.
 */
export const up = /* sql */ `
alter table material_import_job rename to import_job;
alter table import_job rename constraint material_import_job_pkey to import_job_pkey;
alter table import_job add column kind varchar(20) not null default 'material' check (kind in ('material', 'partner'));
alter table import_job alter column kind drop default;
alter table import_job drop constraint material_import_job_status_check;
alter table import_job add constraint import_job_status_check check (status in ('reading', 'validating', 'writing', 'done', 'failed'));
`;
