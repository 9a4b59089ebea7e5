import { FINANCE_KINDS, FINANCE_PREFIXES, type FinanceKind } from '@suanpan/contracts';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../app/errors.js';
import type { DocumentHead, DocumentTables } from '../../platform/document/kind.js';
import { ATTACHMENT_RULES } from '../../platform/files/attachments.js';

/** A finance kind as the document layer sees it (the reference names finance kinds by type alone). */
export interface FinanceDocKind extends FinanceKind {
  subType: string;
}

const KINDS: Readonly<Record<string, FinanceDocKind>> = Object.fromEntries(FINANCE_PREFIXES.map((p) => [p, { ...FINANCE_KINDS[p], subType: '' }]));

/** Every finance kind, in menu order. */
export const FINANCE_DOC_KINDS: readonly FinanceDocKind[] = FINANCE_PREFIXES.map((p) => KINDS[p] as FinanceDocKind);

/** A stored finance header, as the lifecycle services read it under lock. */
export interface FinanceHeadRow extends DocumentHead {
  type: string;
  organ_id: string | null;
  account_id: string | null;
}

/** Finance documents as a family of the document layer: account_head/account_item, the kinds of finance-kinds.ts. */
export const FINANCE_DOCS: DocumentTables<FinanceDocKind, FinanceHeadRow> = {
  head: 'account_head',
  line: { table: 'account_item', headColumn: 'header_id' },
  numberConstraint: 'account_head_number_uq',
  kinds: KINDS,
  headColumns: ['id', 'prefix', 'number', 'status', 'creator', 'type', 'organ_id', 'account_id'],
  attachments: ATTACHMENT_RULES.financial,
};

/** The kind of a stored finance document. */
export function financeKindOf(prefix: string): FinanceDocKind {
  const kind = KINDS[prefix];
  if (!kind) throw new Error(`account_head: unknown finance kind ${prefix}`);
  return kind;
}

/** The kind a request names by its type (收款, 付款 …). */
export function financeKindOfType(type: string | null | undefined): FinanceDocKind {
  const kind = FINANCE_DOC_KINDS.find((k) => k.type === type);
  if (!kind) throw badRequest('单据类型不正确', 'type');
  return kind;
}

/** `column in (…)` over the finance kinds passing `test`, from the catalogue. */
export function financeKindsSql(test: (kind: FinanceDocKind) => boolean, column = 'h.prefix'): RawBuilder<boolean> {
  const prefixes = FINANCE_DOC_KINDS.filter(test).map((k) => k.prefix);
  if (prefixes.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(prefixes.map((p) => sql.lit(p)))})`;
}

/** Under 强审核 only audited finance documents move accounts and advances (business-rules §9). */
export const financeCounts = (tenantId: string, alias = 'h') => sql<boolean>`(${sql.ref(`${alias}.status`)} = '1' or not exists (
  select 1 from system_config c where c.tenant_id = ${tenantId} and c.force_approval_flag = '1' and not c.delete_flag))`;

/** The kind tops up a member's prepayment (收预付款): its withdrawal may not overdraw what was spent. */
export const movesAdvance = (kind: FinanceKind): boolean => kind.partner === '会员';
