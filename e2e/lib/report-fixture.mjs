// The data the report journeys read, made through the API with figures worked out by hand (see REPORTS in
// journeys/reports.mjs): two products, a supplier and a customer each left owing, a member, an account of its own.
import { apiLogin, shanghaiDay } from './app.mjs';
import { addProduct, apiOk as ok, depotIds } from './bills.mjs';

export const TAG = Date.now().toString(36).slice(-6).toUpperCase();
export const A = { name: `报表螺母${TAG}`, barCode: `E2RA${TAG}` };
export const B = { name: `报表垫片${TAG}`, barCode: `E2RB${TAG}` };
export const SUPPLIER = `报表供应${TAG}`;
export const CUSTOMER = `报表客户${TAG}`;
export const MEMBER = `报表会员${TAG}`;
export const ACCOUNT = `报表账户${TAG}`;

export const TODAY = shanghaiDay(0);
/** The purchase's day: before the rest, so a period of that day alone sees it and nothing else. */
export const YESTERDAY = shanghaiDay(-1);
/** The day before the purchase: nothing moved. */
export const BEFORE_YESTERDAY = shanghaiDay(-2);

// Made once per server: the journey lanes (e2e/run.mjs) each have their own.
const made = new Map();

/**
 * Yesterday: bought from the supplier A 10 at 3 into 仓库1 and B 5 at 2 into 仓库2 (40, 30 paid: owing 10).
 * Today: sold to the customer A 4 at 5 from 仓库1 and B 1 at 4 from 仓库2 (24, 12 paid), retail to the member A 1 at 5
 * and B 1 at 4 (9 paid), transferred A 2 仓库1 → 仓库2 and B 1 仓库2 → 仓库1, received 3 from the customer against the sale
 * (owing 9). Every payment through the account (100 at the start: 94 now). Safety levels: A in 仓库1 at least 5, B in 仓库2
 * at most 1. Stock now: A 仓库1 3, 仓库2 2; B 仓库1 1, 仓库2 2.
 */
export async function reportData(base) {
  if (made.has(base)) return made.get(base);
  const { token } = await apiLogin(base);
  const partner = async (name, type, select) => {
    await ok(base, token, 'POST', '/supplier/add', { supplier: name, type });
    return (await ok(base, token, 'POST', `/supplier/${select}`, { key: name })).find((p) => p.supplier === name).id;
  };
  const supplier = await partner(SUPPLIER, '供应商', 'findBySelect_sup');
  const customer = await partner(CUSTOMER, '客户', 'findBySelect_cus');
  const member = await partner(MEMBER, '会员', 'findBySelect_retail');
  await addProduct(base, token, { ...A, purchase: '3', sale: '5' });
  await addProduct(base, token, { ...B, purchase: '2', sale: '4' });
  await ok(base, token, 'POST', '/account/add', { name: ACCOUNT, initialAmount: '100' });
  const account = (await ok(base, token, 'GET', '/account/getAccount')).accountList.find((a) => a.name === ACCOUNT).id;
  const depots = await depotIds(base, token);
  const [d1, d2] = [depots['仓库1'], depots['仓库2']];
  const post = (info, rows) =>
    ok(base, token, 'POST', '/depotHead/addDepotHeadAndDetail', { info: JSON.stringify({ status: '1', ...info }), rows: JSON.stringify(rows) });
  const line = (product, operNumber, unitPrice, depotId, extra = {}) => ({ barCode: product.barCode, operNumber, unitPrice, depotId, ...extra });
  const bought = await post(
    {
      type: '入库',
      subType: '采购',
      organId: supplier,
      accountId: account,
      operTime: `${YESTERDAY} 10:00:00`,
      totalPrice: '40',
      changeAmount: '30',
      debt: '10',
    },
    [line(A, '10', '3', d1), line(B, '5', '2', d2)],
  );
  const sold = await post({ type: '出库', subType: '销售', organId: customer, accountId: account, totalPrice: '24', changeAmount: '12', debt: '12' }, [
    line(A, '4', '5', d1),
    line(B, '1', '4', d2),
  ]);
  await post({ type: '出库', subType: '零售', organId: member, accountId: account, totalPrice: '9', changeAmount: '9' }, [
    line(A, '1', '5', d1),
    line(B, '1', '4', d2),
  ]);
  await post({ type: '出库', subType: '调拨' }, [line(A, '2', '0', d1, { anotherDepotId: d2 })]);
  await post({ type: '出库', subType: '调拨' }, [line(B, '1', '0', d2, { anotherDepotId: d1 })]);
  await ok(base, token, 'POST', '/accountHead/addAccountHeadAndDetail', {
    info: JSON.stringify({ type: '收款', organId: customer, accountId: account, status: '1' }),
    rows: JSON.stringify([{ billNumber: sold.number, eachAmount: '3' }]),
  });
  const products = (await ok(base, token, 'GET', `/material/getListWithStock?materialParam=${TAG}&currentPage=1&pageSize=10`)).rows;
  const idOf = (p) => String(products.find((r) => r.name === p.name).id);
  await ok(base, token, 'POST', '/material/batchSetStock', { ids: idOf(A), depotIds: String(d1), lowSafeStock: '5' });
  await ok(base, token, 'POST', '/material/batchSetStock', { ids: idOf(B), depotIds: String(d2), highSafeStock: '1' });
  const data = { token, bought: bought.number, sold: sold.number };
  made.set(base, data);
  return data;
}
