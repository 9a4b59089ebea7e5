import { messages } from '../i18n';

/** The Chinese text for a refused sign-in (api.md §2.1 step 7). */
export function loginFailureText(msgTip: string, loginName: string): string {
  if (msgTip === 'tenant is black' && loginName === 'jsh') return messages.login.msg['tenant is black jsh'] ?? '';
  return messages.login.msg[msgTip] ?? messages.login.msg['access service error'] ?? '';
}
