// Issue 34 item 3: numbers without gaps — a clerk opens a new purchase order, thinks better of it and cancels, opens
// another: the same number is shown, and saving takes it; the next form shows the one after.
import { apiLogin, seeText } from '../lib/app.mjs';
import { assertEqual } from '../lib/assert.mjs';
import { addProduct, apiOk as ok, billEditor as editor, enterApp, newBill, pickPartner, typeBarcode } from '../lib/bills.mjs';

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const SUPPLIER = `编号供应商${tag}`;
const SCREW = { name: `编号螺丝${tag}`, barCode: `BHL${tag}` };

const shownNumber = (page) => editor(page).getByLabel('单据编号').inputValue();
const next = (number) => number.replace(/\d+$/, (d) => String(Number(d) + 1).padStart(d.length, '0'));

export const journeys = [
  {
    name: 'bill numbers: a purchase order opened and cancelled uses up no number; the saved one takes the number shown, or the next when another clerk saved first',
    async run({ page, base, shot }) {
      const { token } = await apiLogin(base);
      await ok(base, token, 'POST', '/supplier/add', { supplier: SUPPLIER, type: '供应商' });
      await addProduct(base, token, { ...SCREW, purchase: '2' });
      await enterApp(page);
      await newBill(page, '/bill/purchase_order');
      const first = await shownNumber(page);
      await editor(page)
        .getByRole('button', { name: /取\s*消/ })
        .click();
      await editor(page).waitFor({ state: 'hidden' });
      await newBill(page, '/bill/purchase_order');
      assertEqual(await shownNumber(page), first, 'the cancelled form gave its number back');
      await pickPartner(page, SUPPLIER);
      await typeBarcode(page, 0, SCREW.barCode, SCREW.name);
      await shot('bill-number-proposed');
      await editor(page)
        .getByRole('button', { name: /保\s*存/ })
        .last()
        .click();
      await seeText(page, '保存成功');
      await editor(page).waitFor({ state: 'hidden' });
      await page.locator('.bill-list .ant-table-tbody').getByText(first).waitFor();
      await newBill(page, '/bill/purchase_order');
      const second = await shownNumber(page);
      assertEqual(second, next(first), 'the next form shows the next number');
      await shot('bill-number-next');
      // Another clerk, whose form showed the same proposal, saves first: this form's save takes the one after and says so.
      const supplier = (await ok(base, token, 'POST', '/supplier/findBySelect_sup', { key: SUPPLIER }))[0].id;
      await ok(base, token, 'POST', '/depotHead/addDepotHeadAndDetail', {
        info: JSON.stringify({ type: '其它', subType: '采购订单', organId: supplier, number: second, defaultNumber: second, status: '0' }),
        rows: JSON.stringify([{ barCode: SCREW.barCode, operNumber: '1', unitPrice: '2' }]),
      });
      await pickPartner(page, SUPPLIER);
      await typeBarcode(page, 0, SCREW.barCode, SCREW.name);
      await editor(page)
        .getByRole('button', { name: /保\s*存/ })
        .last()
        .click();
      await seeText(page, `保存成功，单据编号为${next(second)}`);
    },
  },
];
