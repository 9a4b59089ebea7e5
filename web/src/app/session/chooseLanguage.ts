import type { Language } from '@suanpan/contracts';
import { userApi } from '../api/userApi';
import { setLanguage } from '../i18n';
import { currentToken, currentUser, saveUserInfo } from './session';

/**
 * The language switch: the interface redraws in the chosen language at once, and a signed-in user's choice is kept
 * with the user on the server, so it follows them to another browser (saveLogin applies it at sign-in).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  setLanguage(language);
  const user = currentUser();
  if (!currentToken() || !user) return;
  await userApi.chooseLanguage(language);
  saveUserInfo({ ...user, language });
}
