import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { MemberList } from './MemberList';

const rows = [{ id: 7, supplier: 'VIP001', type: '会员', advanceIn: '12.5', enabled: true }];

function renderMembers() {
  return renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: '/system/member', btnStr: '1,3' }] }}>
      <MemberList />
    </ShellContext.Provider>,
    { route: '/system/member' },
  );
}

describe("partner screens: import with the job's progress, template, 修正预付款", { timeout: 30_000 }, () => {
  it('uploads under an import id, shows each step of the server job, then the counts', async () => {
    let polls = 0;
    const net = installFakeFetch({
      'GET /supplier/list': ok({ rows, total: 1 }),
      'POST /supplier/importExcel': async () => {
        await new Promise((resolve) => setTimeout(resolve, 1600));
        return ok({ message: '导入成功', total: 5000, inserted: 4990, updated: 10 });
      },
      'GET /supplier/importProgress': () => ok({ status: (polls += 1) === 1 ? 'validating' : 'writing', total: 5000, processed: polls === 1 ? 0 : 5000 }),
    });
    renderMembers();
    await screen.findByText('VIP001');
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '会员.xlsx')] } });
    expect(await within(dialog).findByText(/正在(校验|写入) 5000 行/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(await within(dialog).findByText('导入成功：新增4990条，更新10条', undefined, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).getByText('导入结果')).toBeTruthy();
    const upload = net.callsTo('POST', '/supplier/importExcel')[0];
    expect(upload?.query.get('type')).toBe('会员');
    const id = upload?.query.get('importId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(net.callsTo('GET', '/supplier/importProgress').every((c) => c.query.get('importId') === id)).toBe(true);
    await waitFor(() => expect(net.callsTo('GET', '/supplier/list').length).toBeGreaterThan(1));
  });

  it('downloads the template of the type from the server', async () => {
    const net = installFakeFetch({
      'GET /supplier/list': ok({ rows, total: 1 }),
      'GET /supplier/importTemplate': { body: 'xlsx', headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
    });
    renderMembers();
    await screen.findByText('VIP001');
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('下载模板'));
    await waitFor(() => expect(net.callsTo('GET', '/supplier/importTemplate')[0]?.query.get('type')).toBe('会员'));
  });

  it('修正预付款 posts the ticked members and asks for a selection first', async () => {
    const net = installFakeFetch({
      'GET /supplier/list': ok({ rows, total: 1 }),
      'POST /supplier/batchSetAdvanceIn': ok({ message: '修正预付款成功！', rows: [] }),
    });
    renderMembers();
    await screen.findByText('VIP001');
    fireEvent.click(screen.getByRole('button', { name: '修正预付款' }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(net.callsTo('POST', '/supplier/batchSetAdvanceIn')).toHaveLength(0);
    fireEvent.click(screen.getByText('VIP001').closest('tr')?.querySelector('input[type=checkbox]') as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '修正预付款' }));
    expect(await screen.findByText('修正预付款成功！')).toBeTruthy();
    expect(net.callsTo('POST', '/supplier/batchSetAdvanceIn')[0]?.body).toEqual({ ids: '7' });
  });
});
