import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok, type FakeCall } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { SystemMsgSendModal } from './SystemMsgSendModal';

const people = Array.from({ length: 10 }, (_v, i) => ({
  id: i + 1,
  loginName: `user${i + 1}`,
  username: `用户${i + 1}`,
  tenantId: 60 + (i % 2),
  tenantLoginName: i % 2 ? 'tenantB' : 'tenantA',
}));

/** `/systemMessage/recipients` over the list above: name filter and pages of `pageSize`. */
function recipients(call: FakeCall) {
  const name = call.query.get('name') ?? '';
  const size = Number(call.query.get('pageSize'));
  const page = Number(call.query.get('currentPage'));
  const hits = people.filter((p) => p.loginName.includes(name) || p.tenantLoginName.includes(name));
  return ok({ rows: hits.slice((page - 1) * size, page * size), total: hits.length });
}

function rowBox(dialog: HTMLElement, text: string): HTMLElement {
  return within(dialog).getByText(text).closest('tr')?.querySelector('input[type=checkbox]') as HTMLElement;
}

describe('SystemMsgSendModal recipients', { timeout: 30_000 }, () => {
  it('picks users of any tenant across searches and pages and sends their ids', async () => {
    const net = installFakeFetch({
      'GET /tenant/list': ok({ rows: [{ id: 60, loginName: 'tenantA' }], total: 1 }),
      'GET /systemMessage/recipients': recipients,
      'POST /systemMessage/send': ok({ recipientCount: 2 }),
    });
    const onSent = vi.fn();
    renderWithApp(<SystemMsgSendModal open onClose={() => undefined} onSent={onSent} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '停机通知' } });
    fireEvent.click(within(dialog).getByLabelText('指定用户'));
    await within(dialog).findByText('user1', undefined, { timeout: 5000 });
    fireEvent.click(rowBox(dialog, 'user2'));
    fireEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('user9');
    fireEvent.click(rowBox(dialog, 'user9'));
    expect(within(dialog).getByText('已选2人')).toBeTruthy();
    const search = within(dialog).getByPlaceholderText('搜索登录名称、用户姓名或租户账号');
    fireEvent.change(search, { target: { value: 'user10' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(net.callsTo('GET', '/systemMessage/recipients').at(-1)?.query.get('name')).toBe('user10'));
    expect(net.callsTo('GET', '/systemMessage/recipients').at(-1)?.query.get('currentPage')).toBe('1');
    expect(within(dialog).getByText('user9(用户9) · tenantA')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(net.callsTo('POST', '/systemMessage/send')[0]?.body).toEqual({ msgTitle: '停机通知', audience: 'users', userIds: [2, 9] });
  });

  it('refuses to send to chosen users before any is picked', async () => {
    const net = installFakeFetch({ 'GET /tenant/list': ok({ rows: [], total: 0 }), 'GET /systemMessage/recipients': recipients });
    renderWithApp(<SystemMsgSendModal open onClose={() => undefined} onSent={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '停机通知' } });
    fireEvent.click(within(dialog).getByLabelText('指定用户'));
    await within(dialog).findByText('user1', undefined, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await within(dialog).findByText('请选择用户!')).toBeTruthy();
    expect(net.callsTo('POST', '/systemMessage/send')).toHaveLength(0);
  });
});
