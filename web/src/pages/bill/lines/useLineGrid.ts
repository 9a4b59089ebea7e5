import type { BillKind } from '@suanpan/contracts';

import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { billApi } from '../billApi';
import { viewOf } from '../billCatalogue';
import { repriceLines } from '../entry/lineEntry';
import { addOrIncrement, assignRoles, editLine, emptyLine, lineFromMaterial, serialAlreadyScanned, setAllDepots, switchUnit } from './gridOps';
import type { BillLine, LineField, MaterialRow } from './lineTypes';
import { afterProductionEdit, rolesOf } from './productionLines';

const t = messages.bill;

interface Deps {
  kind: BillKind;
  taxIncluded: boolean;
  organId: () => number | undefined;
  defaultDepot: () => number | undefined;
  /** Called with the new lines after every change (the header re-proposes its payment). */
  onChange: (lines: BillLine[]) => void;
  initial: BillLine[];
}

/** State and actions of the line grid: cell edits, barcode look-ups, scanning, unit switching, depot switching. */
export function useLineGrid({ kind, taxIncluded, organId, defaultDepot, onChange, initial }: Deps) {
  const { message } = useFeedback();
  const [lines, setLinesState] = useState<BillLine[]>(initial);
  const current = useRef<BillLine[]>(initial);
  const view = viewOf(kind);
  const roles = rolesOf(kind);

  const commit = useCallback(
    (next: BillLine[]) => {
      const shaped = roles ? assignRoles(next, roles[0], roles[1]) : next;
      current.current = shaped;
      setLinesState(shaped);
      onChange(shaped);
    },
    [roles, onChange],
  );

  const lastDepot = () => [...current.current].reverse().find((l) => l.depotId)?.depotId ?? defaultDepot();
  /** The line's depot, else the last one chosen: where 选择商品 shows stock even for kinds whose lines carry none. */
  const depotNear = (key?: string) => current.current.find((l) => l.key === key)?.depotId ?? lastDepot();
  const depotOf = (key?: string) => (view.hasDepot ? depotNear(key) : undefined);
  const fetchRows = async (code: string, key?: string): Promise<MaterialRow[] | undefined> => {
    // Typed into a line's 条码 cell, the text may be a name: its exact barcode, else its best match; a code that
    // matches nothing (a serial number, or an unknown code) is looked up as scanned.
    const matches = key === undefined ? [] : await search(code, key).catch(() => []);
    const exact = matches.find((r) => r.barCode === code);
    if (exact || matches[0]) return [exact ?? (matches[0] as MaterialRow)];
    try {
      return await billApi.byBarCode(code, { organId: organId(), prefixNo: kind.prefix, depotId: depotOf(key) });
    } catch (e) {
      void message.warning(errorMessage(e, t.scan.unknown));
      return undefined;
    }
  };
  /** Products of the kind and partner whose barcode, name, 规格, 型号 or 助记码 contain the text, stock in the line's depot. */
  const search = (text: string, key?: string, signal?: AbortSignal) =>
    billApi.findForBill(text, { organId: organId(), prefixNo: kind.prefix, depotId: depotOf(key) }, signal);
  /** Rows put in place of one line (the first takes the line's place) or, without a line, added as scanning adds them. */
  const place = (key: string | undefined, picked: ReadonlyArray<{ row: MaterialRow; quantity: string }>) => {
    const at = current.current.findIndex((l) => l.key === key);
    if (at < 0) return commit(picked.reduce((acc, p) => addOrIncrement(acc, p.row, depotOf(), taxIncluded, p.quantity), current.current));
    const depot = depotOf(key);
    const made = picked.map((p, i) => ({ ...lineFromMaterial(p.row, depot, taxIncluded, p.quantity), ...(i === 0 ? { key } : {}) }));
    const next = [...current.current];
    next.splice(at, 1, ...made);
    commit(next);
  };

  const edit = (key: string, field: LineField, value: string | number | undefined) =>
    commit(
      afterProductionEdit(
        kind,
        current.current.map((l) => (l.key === key ? editLine(l, field, value, taxIncluded) : l)),
        key,
        field,
      ),
    );

  const lookup = async (key: string, code: string) => {
    const rows = await fetchRows(code, key);
    if (!rows?.length) return;
    const at = current.current.findIndex((l) => l.key === key);
    const depot = depotOf(key);
    const made = rows.map((r) => lineFromMaterial(r, depot, taxIncluded));
    const next = [...current.current];
    next.splice(at < 0 ? next.length : at, at < 0 ? 0 : 1, ...made.map((l, i) => (i === 0 ? { ...l, key } : l)));
    commit(next);
  };

  /** A scanned code: a serial seen twice is refused; a known barcode adds one; otherwise the product is fetched. */
  const scan = async (raw: string) => {
    const code = raw.trim();
    if (!code) return;
    if (serialAlreadyScanned(current.current, code)) return void message.warning(t.scan.serialTwice);
    const known = current.current.find((l) => l.barCode === code && l.linkId === undefined);
    const rows = known ? [{ barCode: code } as MaterialRow] : await fetchRows(code);
    const row = rows?.[0];
    if (!row) return;
    // A serial resolves to its product; issuing kinds then carry the scanned serial on the line.
    const material: MaterialRow = !known && row.barCode !== code && kind.serials === 'issue' ? { ...row, scannedSerial: code } : row;
    commit(addOrIncrement(current.current, material, view.hasDepot ? lastDepot() : undefined, taxIncluded));
  };

  /** The partner changed: free lines take the price and tax rate the server proposes for it; returns how many changed. */
  const reprice = async (): Promise<number> => {
    const codes = [...new Set(current.current.filter((l) => l.barCode !== '' && l.linkId === undefined).map((l) => l.barCode))];
    if (codes.length === 0) return 0;
    try {
      const rows = await billApi.byBarCodes(codes, { organId: organId(), prefixNo: kind.prefix });
      const { lines: next, changed } = repriceLines(current.current, rows, taxIncluded);
      if (changed) commit(next);
      return changed;
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
      return 0;
    }
  };

  return {
    lines,
    reprice,
    /** 导入明细: the imported lines replace the grid's lines (totals and the payment proposal follow). */
    replace: (next: BillLine[]) => commit(next.length ? next : [emptyLine(view.hasDepot ? defaultDepot() : undefined)]),
    load: (next: BillLine[]) => {
      current.current = next;
      setLinesState(next);
    },
    edit,
    lookup,
    scan,
    switchUnit: (key: string, option: MaterialRow) => commit(current.current.map((l) => (l.key === key ? switchUnit(l, option, taxIncluded) : l))),
    addRow: () => commit([...current.current, emptyLine(view.hasDepot ? lastDepot() : undefined)]),
    remove: (key: string) => commit(current.current.filter((l) => l.key !== key)),
    setAllDepots: (depotId: number) => commit(setAllDepots(current.current, depotId)),
    search,
    place,
    depotNear,
  };
}

export type LineGridState = ReturnType<typeof useLineGrid>;
