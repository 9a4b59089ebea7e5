import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Row } from '../../../platform/list/listTypes';
import { billApi } from '../billApi';
import { emptyLine } from '../lines/gridOps';
import { lineFromDetail } from '../lines/lineFromDetail';
import type { BillLine } from '../lines/lineTypes';
import type { HeadValues } from './billPayload';
import type { EditorRequest } from './editorTypes';
import { linkedFill } from './linkDraft';

export const TIME = 'YYYY-MM-DD HH:mm:ss';

export interface Draft {
  head: HeadValues;
  lines: BillLine[];
}

const num = (v: unknown): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));
const str = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : String(v));
const ids = (v: unknown): number[] | undefined => (v ? String(v).split(',').filter(Boolean).map(Number) : undefined);

function headFromBill(b: Row): HeadValues {
  const accounts = ids(b.accountIdList);
  const amounts = b.accountMoneyList ? String(b.accountMoneyList).split(',') : [];
  return {
    id: num(b.id),
    number: String(b.number),
    operTime: String(b.operTimeStr ?? b.operTime),
    organId: num(b.organId),
    accountId: num(b.accountId),
    multi: accounts && accounts.length > 1 ? accounts.map((accountId, i) => ({ accountId, amount: String(amounts[i] ?? '0').replace('-', '') })) : undefined,
    discount: str(b.discount),
    otherMoney: str(b.otherMoney),
    deposit: str(b.deposit),
    changeAmount: str(b.changeAmount),
    getAmount: str(b.getAmount),
    payType: str(b.payType),
    remark: str(b.remark),
    salesMan: ids(b.salesMan),
    linkNumber: str(b.linkNumber) || undefined,
    linkApply: str(b.linkApply) || undefined,
    fileName: str(b.fileName),
    validUntil: str(b.validUntil) || undefined,
    deliveryTime: str(b.deliveryTime) || undefined,
    planStartDate: str(b.planStartDate) || undefined,
    terms: str(b.terms) || undefined,
  };
}

async function load(req: EditorRequest, defaultDepot: number | undefined, defaultAccount: number | undefined, taxIncluded: boolean): Promise<Draft> {
  // The proposal takes no number: the save does (a form opened and cancelled leaves no gap).
  const fresh = async () => {
    const { number } = await billApi.buildNumber(req.kind.prefix);
    return { number, defaultNumber: number, operTime: dayjs().format(TIME), discount: '0', otherMoney: '0' };
  };
  if (req.mode === 'add') return { head: { ...(await fresh()), accountId: defaultAccount, changeAmount: '0' }, lines: [emptyLine(defaultDepot)] };
  if (req.mode === 'link') {
    const { rows } = await billApi.lines(Number(req.source.id), { forPrefix: req.kind.prefix });
    const { head, lines } = linkedFill(req.kind, req.source, rows, { account: defaultAccount, depot: defaultDepot, taxIncluded });
    // An order's 支付订金/收取订金 starts at 0 as on 新增; trade bills propose their payment in the editor.
    return { head: { ...(await fresh()), changeAmount: '0', ...head }, lines };
  }
  const { rows } = await billApi.lines(Number(req.bill.id));
  const head = headFromBill(req.bill);
  const lines = rows.map(lineFromDetail);
  if (req.mode === 'edit') return { head, lines };
  // 复制新增: a new number and date, no link, no deposit (screens §3.1).
  const { number, defaultNumber, operTime } = await fresh();
  return {
    head: { ...head, number, defaultNumber, operTime, id: undefined, linkNumber: undefined, linkApply: undefined, deposit: undefined },
    lines: lines.map((l) => ({ ...l, linkId: undefined })),
  };
}

/** Loads what the editor starts from; each opening of a new bill proposes the next number without taking it. */
export function useBillDraft(req: EditorRequest, defaultDepot: number | undefined, defaultAccount: number | undefined, taxIncluded: boolean, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['bill', 'draft', req],
    queryFn: () => load(req, defaultDepot, defaultAccount, taxIncluded),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
