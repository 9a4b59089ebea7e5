import { act, fireEvent, screen } from '@testing-library/react';
import { testUser } from '../../test/sessionUser';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { httpEvents } from '../api/httpEvents';
import { INACTIVITY_LIMIT_MS, touchActivity } from './activity';
import { currentToken, hasStoredUser, saveLogin } from './session';
import { SessionWatch } from './SessionWatch';

const signIn = () => saveLogin('tok', testUser({ username: 'x' }));

describe('session watch', () => {
  it('opens the expiry modal on a click after 30 idle minutes and signs in again from it', async () => {
    signIn();
    touchActivity(Date.now() - INACTIVITY_LIMIT_MS - 1000);
    renderWithApp(<SessionWatch />, { route: '/dashboard/analysis' });
    fireEvent.click(document.body);
    expect(await screen.findByText('由于长时间未操作，已自动退出登录，请重新登录')).toBeTruthy();
    expect(currentToken()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(hasStoredUser()).toBe(false);
  });

  it('keeps an active session alive on clicks', () => {
    signIn();
    renderWithApp(<SessionWatch />, { route: '/dashboard/analysis' });
    fireEvent.click(document.body);
    expect(screen.queryByText('登录已过期')).toBeNull();
    expect(currentToken()).toBe('tok');
  });

  it('shows the authentication-failed text on a 401', async () => {
    signIn();
    renderWithApp(<SessionWatch />, { route: '/dashboard/analysis' });
    act(() => httpEvents.emitUnauthorized());
    expect(await screen.findByText('身份验证失败，请重新登录')).toBeTruthy();
  });

  it('shows nothing on the login pages', () => {
    signIn();
    renderWithApp(<SessionWatch />, { route: '/user/login' });
    act(() => httpEvents.emitUnauthorized());
    expect(screen.queryByText('身份验证失败，请重新登录')).toBeNull();
  });
});
