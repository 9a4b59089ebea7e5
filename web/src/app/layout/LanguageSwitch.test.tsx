import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { testUser } from '../../test/sessionUser';
import { enUS } from '../i18n/en-US';
import { zhCN } from '../i18n/zh-CN';
import { messages, setLanguage, useLanguage } from '../i18n';
import { languageAtSignIn } from '../session/chooseLanguage';
import { currentUser, saveLogin } from '../session/session';
import { storage } from '../session/storage';
import { STORAGE_KEYS } from '../session/storageKeys';
import { LanguageSwitch } from './LanguageSwitch';

/** As App does: the root subscribes to the language, and the tree below reads the live catalogue while rendering. */
function Screen() {
  useLanguage();
  return (
    <>
      <LanguageSwitch />
      <Form>
        <Form.Item label={messages.login.loginName} name="loginName">
          <Input aria-label="name" />
        </Form.Item>
      </Form>
    </>
  );
}

describe('language switch', () => {
  it("redraws the screen in English at once, keeping what was typed; a visitor's choice stays in this browser", async () => {
    const net = installFakeFetch({});
    expect(enUS.login.loginName).not.toBe(zhCN.login.loginName);
    renderWithApp(<Screen />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'typed before' } });
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByText(enUS.login.loginName)).toBeTruthy();
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('typed before');
    expect(screen.getByRole('button', { name: /中文/ })).toBeTruthy();
    expect(storage.get(STORAGE_KEYS.language)).toBe('en-US');
    expect(net.calls).toHaveLength(0);
  });

  it("a signed-in user's choice is kept with the user on the server, and comes back at the next sign-in", async () => {
    const net = installFakeFetch({ 'PUT /user/language': ok({ language: 'en-US' }) });
    saveLogin('t'.repeat(64), testUser());
    renderWithApp(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    await waitFor(() => expect(net.callsTo('PUT', '/user/language')).toHaveLength(1));
    expect(net.callsTo('PUT', '/user/language')[0]?.body).toEqual({ language: 'en-US' });
    await waitFor(() => expect(currentUser()?.language).toBe('en-US'));
    setLanguage('zh-CN');
    await languageAtSignIn(testUser({ language: 'en-US' }));
    expect(await screen.findByText(enUS.login.loginName)).toBeTruthy();
    expect(net.callsTo('PUT', '/user/language')).toHaveLength(1);
  });

  it('a user who never chose keeps the choice made on this browser before signing in; without one nothing is sent', async () => {
    const net = installFakeFetch({ 'PUT /user/language': ok({ language: 'en-US' }) });
    saveLogin('t'.repeat(64), testUser());
    await languageAtSignIn(testUser());
    expect(net.calls).toHaveLength(0);
    setLanguage('en-US');
    await languageAtSignIn(testUser());
    expect(net.callsTo('PUT', '/user/language')[0]?.body).toEqual({ language: 'en-US' });
  });
});
