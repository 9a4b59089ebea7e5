import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testUser } from '../../test/sessionUser';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { saveLogin } from '../session/session';
import { ChangePasswordModal } from './ChangePasswordModal';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('change password dialog', () => {
  it('shows the required messages', async () => {
    installFakeFetch({});
    saveLogin('tok', testUser({ username: 'x' }));
    renderWithApp(<ChangePasswordModal open onClose={vi.fn()} />);
    submit();
    expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
    expect(screen.getByText('请输入新密码!')).toBeTruthy();
    expect(screen.getByText('请确认新密码!')).toBeTruthy();
  });

  it('checks sameness, strength and confirmation', async () => {
    installFakeFetch({});
    saveLogin('tok', testUser({ username: 'x' }));
    renderWithApp(<ChangePasswordModal open onClose={vi.fn()} />);
    type('旧密码', 'abc123');
    type('新密码', 'abc123');
    expect(await screen.findByText('新密码和旧密码不能相同!')).toBeTruthy();
    type('新密码', 'abcdef');
    expect(await screen.findByText('密码由6位数字、小写字母组成!')).toBeTruthy();
    type('新密码', 'abc1234');
    type('确认新密码', 'abc12345');
    expect(await screen.findByText('两次密码不一致!')).toBeTruthy();
  });

  it('sends the plain passwords and closes on status 1; warns on status 2', async () => {
    let status = 2;
    const net = installFakeFetch({
      'PUT /user/updatePwd': () => ok(status === 1 ? { status: 1, message: '修改成功' } : { status: 2, message: '原始密码输入错误' }),
    });
    saveLogin('tok', testUser({ username: 'x' }));
    const onClose = vi.fn();
    renderWithApp(<ChangePasswordModal open onClose={onClose} />);
    type('旧密码', 'old123');
    type('新密码', 'new123');
    type('确认新密码', 'new123 ');
    submit();
    expect(await screen.findByText('原始密码输入错误')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    status = 1;
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(net.callsTo('PUT', '/user/updatePwd')[1]?.body).toEqual({
      userId: 7,
      oldpassword: 'old123',
      password: 'new123',
      confirmPassword: 'new123 ',
    });
  });

  it('warns when nobody is signed in', async () => {
    installFakeFetch({});
    renderWithApp(<ChangePasswordModal open onClose={vi.fn()} />);
    submit();
    expect(await screen.findByText('当前系统无登陆用户!')).toBeTruthy();
  });
});
