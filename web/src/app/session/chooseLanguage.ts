import type { Language } from '@suanpan/contracts';
import { userApi } from '../api/userApi';
import { currentLanguage, setLanguage } from '../i18n';
import { currentToken, currentUser, saveUserInfo, type SessionUser } from './session';
import { storage } from './storage';
import { STORAGE_KEYS } from './storageKeys';

/**
 * The language switch: the interface redraws in the chosen language at once, and a signed-in user's choice is kept
 * with the user on the server, so it follows them to another browser (languageAtSignIn applies it).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  setLanguage(language);
  const user = currentUser();
  if (!currentToken() || !user) return;
  await userApi.chooseLanguage(language);
  saveUserInfo({ ...user, language });
}

/**
 * At sign-in: the language the user keeps wins, on any browser. A user who never chose one, but chose on this browser
 * (the sign-in page's switch, or before), has that choice kept with them.
 */
export async function languageAtSignIn(user: SessionUser): Promise<void> {
  if (user.language) {
    setLanguage(user.language);
  } else if (storage.get(STORAGE_KEYS.language) !== undefined) {
    // Signing in does not depend on it: if it is not kept now, this browser still has it.
    await chooseLanguage(currentLanguage()).catch(() => undefined);
  }
}
