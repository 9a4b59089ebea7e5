import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { Login } from './Login';

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

describe('login page', () => {
  it('shows the captcha when the server asks for it for this name, and sends it on the next try', async () => {
    const net = installFakeFetch({
      'GET /platformConfig/getPlatform/checkcodeFlag': { body: '0' },
      'GET /platformConfig/getPlatform/registerFlag': { body: '0' },
      'GET /user/randomImage': ok({ uuid: 'u'.repeat(32), base64: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      'POST /user/login': { status: 400, body: { code: 500012, data: { message: '该账号近期登录失败次数较多，请输入验证码' } } },
    });
    renderWithApp(<Login />, { route: '/user/login' });
    expect(screen.queryByPlaceholderText('验证码')).toBeNull();
    type('用户名', 'jsh');
    type('密码', 'Some-pass-1');
    submit();
    expect(await screen.findByText('该账号近期登录失败次数较多，请输入验证码')).toBeTruthy();
    await screen.findByPlaceholderText('验证码');
    type('验证码', 'ab12');
    submit();
    await waitFor(() => expect(net.callsTo('POST', '/user/login')).toHaveLength(2));
    expect(net.callsTo('POST', '/user/login')[1]?.body).toMatchObject({ loginName: 'jsh', code: 'ab12', uuid: 'u'.repeat(32) });
  });
});
