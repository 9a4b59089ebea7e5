import { FINANCE_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { FinanceEditor } from './FinanceEditor';

const kind = FINANCE_KINDS.ZC;

function serve() {
  const persons = [{ value: '21', text: '李财务' }];
  const items = [{ id: 40, name: '房租' }];
  return installFakeFetch({
    'GET /account/getAccount': ok({ accountList: [{ id: 3, name: '现金', isDefault: true }] }),
    'GET /person/getPersonByNumType': () => ok(persons),
    'GET /inOutItem/findBySelect': () => ok(items),
    'GET /person/checkIsNameExist': ok({ status: false }),
    'GET /inOutItem/checkIsNameExist': ok({ status: false }),
    'POST /person/add': () => {
      persons.push({ value: '22', text: '王出纳' });
      return ok({ id: 22, message: '成功' });
    },
    'POST /inOutItem/add': () => {
      items.push({ id: 41, name: '快递费' });
      return ok({ id: 41, message: '成功' });
    },
    'POST /supplier/findBySelect_organ': ok([
      { id: 7, supplier: '乙厂[供应商]' },
      { id: 8, supplier: '甲商行[客户]' },
    ]),
    'POST /accountHead/addAccountHeadAndDetail': ok({ id: 9, billNo: 'ZC00000000009', status: '0', message: '操作成功' }),
  });
}

const renderEditor = (grants: Array<{ url: string; btnStr: string }>) =>
  renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: kind.page, btnStr: '1,2' }, ...grants] }}>
      <FinanceEditor kind={kind} request={{ mode: 'add' }} onClose={() => undefined} onSaved={() => undefined} />
    </ShellContext.Provider>,
  );

const field = (label: string) => screen.getAllByText(label)[0]!.closest('.ant-form-item') as HTMLElement;

/** Adds a row through the select's 新增 link and its form (the entity's own name field). */
async function quickAdd(select: HTMLElement, link: string, name: string) {
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(link) }));
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
  fireEvent.change(within(dialog).getAllByRole('textbox')[0]!, { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(within(select).getByText(name)).toBeTruthy());
}

beforeEach(() => window.localStorage.clear());

describe('finance editor (screens §4.2)', () => {
  it('adds a 财务人员 and a 支出项目 from their selects, picks any trading partner, and sends them', async () => {
    const net = serve();
    renderEditor([
      { url: '/system/person', btnStr: '1' },
      { url: '/system/in_out_item', btnStr: '1' },
    ]);
    await screen.findByText('支出项目');
    await quickAdd(field('财务人员'), '新增经手人', '王出纳');
    expect(net.callsTo('POST', '/person/add')[0]?.body).toEqual({ name: '王出纳', type: '财务员' });
    await quickAdd(document.querySelector('.finance-editor .ant-table-row') as HTMLElement, '新增收支项目', '快递费');
    expect(net.callsTo('POST', '/inOutItem/add')[0]?.body).toEqual({ name: '快递费', type: '支出' });

    fireEvent.mouseDown(within(field('往来单位')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('甲商行[客户]'));
    expect(net.callsTo('POST', '/supplier/findBySelect_organ').length).toBeGreaterThan(0);
    fireEvent.change(document.querySelector('.finance-editor .ant-table-row input.ant-input-number-input') as HTMLElement, { target: { value: '12' } });
    expect(screen.getByText('附件')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保存（Ctrl\+S）/ }));
    await waitFor(() => expect(net.callsTo('POST', '/accountHead/addAccountHeadAndDetail')).toHaveLength(1));
    const body = net.callsTo('POST', '/accountHead/addAccountHeadAndDetail')[0]?.body as { info: string; rows: string };
    expect(JSON.parse(body.info)).toMatchObject({ type: '支出', organId: 8, handsPersonId: 22, accountId: 3 });
    expect(JSON.parse(body.rows)).toEqual([{ inOutItemId: 41, eachAmount: '12' }]);
  }, 60_000);

  it('offers no 新增 under the selects to a user who may not add persons or items', async () => {
    serve();
    renderEditor([]);
    await screen.findByText('支出项目');
    fireEvent.mouseDown(within(field('财务人员')).getByRole('combobox'));
    await screen.findByTitle('李财务');
    expect(screen.queryByRole('button', { name: /新增经手人/ })).toBeNull();
  }, 60_000);
});
