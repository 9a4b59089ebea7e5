import type { BillKind } from '@suanpan/contracts';
import type { Row } from '../../../platform/list/listTypes';

/**
 * How the editor was opened: a new bill, editing or copying one, or filling a bill of `kind` from an upstream bill
 * (the "转…" buttons and 选择订单).
 */
export type EditorRequest =
  { kind: BillKind; mode: 'add' } | { kind: BillKind; mode: 'edit' | 'copy'; bill: Row } | { kind: BillKind; mode: 'link'; source: Row };
