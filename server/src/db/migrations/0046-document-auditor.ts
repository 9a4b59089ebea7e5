/**
 * 审核人 of a document (printed on its sheet): the user whose 审核, 保存并审核 or 审核通过 took it to 已审核, cleared by 反审核,
 * on goods bills and finance documents alike (platform/document/status.ts writes it with the status). Documents audited
 * before this migration keep no auditor: nothing recorded who it was.
 */
export const up = /* sql */ `
alter table depot_head add column auditor bigint;
alter table depot_head add constraint depot_head_auditor_fk foreign key (tenant_id, auditor) references app_user (tenant_id, id);
alter table account_head add column auditor bigint;
alter table account_head add constraint account_head_auditor_fk foreign key (tenant_id, auditor) references app_user (tenant_id, id);
`;
