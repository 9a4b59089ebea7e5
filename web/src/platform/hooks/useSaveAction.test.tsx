import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordModal } from '../../pages/system/ResetPasswordModal';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';

/** The dialog save of useSaveAction, through 重置密码 (validates the form first, then posts). */
describe('useSaveAction', { timeout: 20_000 }, () => {
  it('an invalid form sends nothing and says nothing; a refusal shows the server message and stays open; success says the text and closes', async () => {
    let calls = 0;
    const net = installFakeFetch({
      'POST /user/resetPwd': () => (++calls === 1 ? { status: 400, body: { code: 500, data: { message: '该用户不存在' } } } : ok({ message: '成功' })),
    });
    const onClose = vi.fn();
    renderWithApp(<ResetPasswordModal userId={5} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    save();
    expect(await within(dialog).findByText('请输入新密码!')).toBeTruthy();
    expect(net.callsTo('POST', '/user/resetPwd')).toHaveLength(0);
    expect(screen.queryByText('请求失败')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'abc123' } });
    save();
    expect(await screen.findByText('该用户不存在')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    save();
    expect(await screen.findByText('重置密码成功！')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(net.callsTo('POST', '/user/resetPwd').map((c) => c.body)).toEqual([
      { id: 5, password: 'abc123' },
      { id: 5, password: 'abc123' },
    ]);
  });
});
