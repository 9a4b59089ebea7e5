import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { initialPassword } from '../session/initialPassword';
import { saveLogin } from '../session/session';
import { InitialPasswordBanner } from './InitialPasswordBanner';
import { setLoginPrompts, useLoginPrompts } from './useLoginPrompts';

const TEXT = '您仍在使用初始密码，为了账户安全，请尽快修改';

function Shell({ openPassword = () => undefined }: { openPassword?: () => void }) {
  useLoginPrompts();
  return (
    <main data-testid="content">
      <InitialPasswordBanner openPassword={openPassword} />
      <input aria-label="field" />
    </main>
  );
}

describe('initial-password reminder', () => {
  it('is a banner in the content (no floating notice) while the password is the initial one; 立即修改 opens the dialog', async () => {
    installFakeFetch({ 'GET /user/infoWithTenant': ok({}) });
    const openPassword = vi.fn();
    initialPassword.signedIn(true);
    setLoginPrompts(true);
    renderWithApp(<Shell openPassword={openPassword} />);
    const banner = screen.getByTestId('initial-password-banner');
    expect(banner.textContent).toContain(TEXT);
    // In the page's flow, before the form: it moves it down rather than covering it.
    expect(screen.getByTestId('content').firstElementChild).toBe(banner);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    fireEvent.click(screen.getByTestId('initial-password-change'));
    expect(openPassword).toHaveBeenCalledOnce();
  });

  it('stays away when the password was changed, when closed, and for a password the user chose', () => {
    initialPassword.signedIn(true);
    renderWithApp(<Shell />);
    fireEvent.click(screen.getByRole('button', { name: '本次登录不再提醒' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => initialPassword.signedIn(true));
    expect(screen.getByText(TEXT)).toBeTruthy();
    act(() => initialPassword.settled());
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => initialPassword.signedIn(false));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('leaves the top of the page to the banner: the sign-in notices open at the foot, none over the banner', async () => {
    installFakeFetch({ 'GET /user/infoWithTenant': ok({ type: '1', expireTime: '2000-01-01 00:00:00' }) });
    saveLogin('token', { id: 1, loginName: 'admin', username: '管理员' } as Parameters<typeof saveLogin>[1]);
    initialPassword.signedIn(true);
    setLoginPrompts(true);
    renderWithApp(<Shell />);
    await screen.findByText(/admin只是平台运维用户/);
    const tip = screen.getByText(/admin只是平台运维用户/).closest('.ant-notification');
    expect(tip?.className).toContain('ant-notification-bottomRight');
    // The tenant's expiry warning too.
    const expiry = await screen.findByText('您好，服务即将到期，请及时续费！');
    expect(expiry.closest('.ant-notification')?.className).toContain('ant-notification-bottomRight');
    expect(document.querySelector('.ant-message-notice, .ant-notification-topRight .ant-notification-notice')).toBeNull();
  });
});
