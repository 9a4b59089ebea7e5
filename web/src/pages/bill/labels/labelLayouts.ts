import type { BillKind } from '@suanpan/contracts';
import { messages } from '../../../app/i18n';
import type { Row } from '../../../platform/list/listTypes';
import { COMPONENT } from '../lines/productionLines';

const l = messages.bill.labels;

/** The label kinds of spec §7.5, as the server's sheets name them, plus the 合格证. */
export type LabelTemplate = 'MaterialLabels' | 'MaterialLabelsm' | 'WeaveTapeLabel' | 'Certificate';

/**
 * Common label sheets, in millimetres (the Avery/A4 sizes sold in China as 2×7, 3×7 and 2×4 per sheet) and a single
 * label for a thermal roll printer. `top`/`left` are the sheet's margins, `gapX` the gutter between columns.
 */
export interface SheetLayout {
  key: string;
  label: string;
  page: { width: number; height: number };
  columns: number;
  rows: number;
  cell: { width: number; height: number };
  top: number;
  left: number;
  gapX: number;
}

const A4 = { width: 210, height: 297 };

/** A sheet whose label grid sits centred across the page: the left margin follows from the page, the labels and the gutter. */
function centred(layout: Omit<SheetLayout, 'left'>): SheetLayout {
  const used = layout.columns * layout.cell.width + (layout.columns - 1) * layout.gapX;
  return { ...layout, left: Math.round(((layout.page.width - used) / 2) * 100) / 100 };
}

export const SHEET_LAYOUTS: readonly SheetLayout[] = [
  centred({ key: 'a4-2x7', label: l.layouts.a42x7, page: A4, columns: 2, rows: 7, cell: { width: 99.1, height: 38.1 }, top: 15.15, gapX: 2.5 }),
  centred({ key: 'a4-3x7', label: l.layouts.a43x7, page: A4, columns: 3, rows: 7, cell: { width: 63.5, height: 38.1 }, top: 15.15, gapX: 2.5 }),
  centred({ key: 'a4-2x4', label: l.layouts.a42x4, page: A4, columns: 2, rows: 4, cell: { width: 99.1, height: 67.7 }, top: 13.1, gapX: 2.5 }),
  centred({
    key: 'roll-60x40',
    label: l.layouts.roll60x40,
    page: { width: 60, height: 40 },
    columns: 1,
    rows: 1,
    cell: { width: 60, height: 40 },
    top: 0,
    gapX: 0,
  }),
];

/** What each label kind prints by default: its code and the sheet it fits. */
export const TEMPLATES: Record<LabelTemplate, { title: string; code: 'code128' | 'qrcode'; layout: string }> = {
  MaterialLabels: { title: l.templates.MaterialLabels, code: 'code128', layout: 'a4-2x7' },
  MaterialLabelsm: { title: l.templates.MaterialLabelsm, code: 'code128', layout: 'a4-3x7' },
  WeaveTapeLabel: { title: l.templates.WeaveTapeLabel, code: 'qrcode', layout: 'a4-2x7' },
  Certificate: { title: l.templates.Certificate, code: 'qrcode', layout: 'a4-2x4' },
};

/** One label: the product facts of a bill line. */
export interface LabelItem {
  key: string;
  barCode: string;
  name: string;
  standard: string;
  model: string;
  color: string;
  brand: string;
  batchNumber: string;
  quantity: string;
  unit: string;
  partner: string;
}

const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * The labels of a bill: one per line and copy, as the server's label sheets do — a production document's 原料 lines
 * are left out (the labels are for what was made).
 */
export function labelItems(kind: BillKind, bill: Row, rows: readonly Row[], copies: number): LabelItem[] {
  const lines = rows.filter((r) => !(kind.production && r.mType === COMPONENT));
  return lines.flatMap((r, i) =>
    Array.from({ length: Math.max(1, copies) }, (_, c) => ({
      key: `${i}-${c}`,
      barCode: s(r.barCode),
      name: s(r.name),
      standard: s(r.standard),
      model: s(r.model),
      color: s(r.color),
      brand: s(r.brand),
      batchNumber: s(r.batchNumber),
      quantity: s(r.operNumber),
      unit: s(r.unit),
      partner: s(bill.organName),
    })),
  );
}

/** Labels cut into pages of the layout. */
export function pagesOf<T>(items: readonly T[], layout: SheetLayout): T[][] {
  const per = layout.columns * layout.rows;
  return Array.from({ length: Math.ceil(items.length / per) }, (_, i) => items.slice(i * per, i * per + per));
}
