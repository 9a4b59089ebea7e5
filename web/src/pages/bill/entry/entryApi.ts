import { kindsWhere, type BillPrefix } from '@suanpan/contracts';
import { ApiError } from '../../../app/api/ApiError';
import { api, type ApiAnswer } from '../../../app/api/api';
import type { Row } from '../../../platform/list/listTypes';

/** Kinds whose editor offers 导入明细 (the server's template layouts). */
export const ITEM_IMPORT_KINDS: readonly BillPrefix[] = kindsWhere((k) => k.itemImport);

export type SerialRow = ApiAnswer<'POST', '/serialNumber/getEnableSerialNumberList'>['rows'][number];

export type ImportItemsResult = { ok: true; rows: Row[] } | { ok: false; message: string; errors: string[] };

/** Calls of the editor's line-entry helpers: 导入明细, the serial picker and the member's advance. */
export const entryApi = {
  /** The kind's 导入明细 template (query `prefixNo`). */
  templateUrl: '/depotItem/importItemTemplate',
  importItems: async (file: File, prefix: BillPrefix, organId: number | undefined): Promise<ImportItemsResult> => {
    const form = new FormData();
    form.append('prefixNo', prefix);
    if (organId) form.append('organId', String(organId));
    form.append('file', file);
    try {
      const data = await api.post('/depotItem/importItemExcel', form);
      return { ok: true, rows: data.rows };
    } catch (e) {
      const detail = e instanceof ApiError ? (e.data as { errors?: Array<{ message: string }> } | undefined) : undefined;
      return { ok: false, message: e instanceof Error ? e.message : String(e), errors: (detail?.errors ?? []).map((x) => x.message) };
    }
  },
  serials: (q: { barCode: string; depotId?: number | undefined; name?: string | undefined; page: number; rows: number }) =>
    api.post('/serialNumber/getEnableSerialNumberList', q),
  /** The member's advance (收预付款 − prepaid sales), read for that one member. */
  memberAdvance: async (memberId: number): Promise<string> => (await api.get('/supplier/getAdvanceIn', { id: memberId })).advanceIn,
};
