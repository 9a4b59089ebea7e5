import type { DocumentHead, DocumentTables } from '../../platform/document/kind.js';
import { ATTACHMENT_RULES } from '../../platform/files/attachments.js';
import { BILL_KINDS, type BillKind } from './bill-kinds.js';
import { billGrantsWhere } from './bill-list.query.js';

/** A stored bill header, as the lifecycle services read it under lock. */
export interface HeadRow extends DocumentHead {
  purchase_status: string;
  oper_time: string;
  link_head_id: string | null;
  stock_applied: boolean;
  close_reason: string | null;
  remark: string | null;
  organ_id: string | null;
  // The money the posting event reports (bill-events.ts).
  total_price: string;
  discount_last_money: string;
  other_money: string;
  change_amount: string;
  deposit: string;
  debt: string;
}

/** Goods bills as a document family of the document layer: depot_head/depot_item, the kinds of bill-kinds.ts. */
export const GOODS_BILLS: DocumentTables<BillKind, HeadRow> = {
  head: 'depot_head',
  line: { table: 'depot_item', headColumn: 'header_id' },
  numberConstraint: 'depot_head_number_uq',
  kinds: BILL_KINDS,
  headColumns: [
    'id',
    'prefix',
    'number',
    'status',
    'purchase_status',
    'oper_time',
    'creator',
    'link_head_id',
    'stock_applied',
    'close_reason',
    'remark',
    'organ_id',
    'total_price',
    'discount_last_money',
    'other_money',
    'change_amount',
    'deposit',
    'debt',
  ],
  attachments: ATTACHMENT_RULES.bill,
  grantsWhere: billGrantsWhere,
};
