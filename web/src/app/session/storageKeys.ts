/**
 * Every local-storage key the shell uses, in one place (spec §3). Names follow the reference client so a
 * browser that used it keeps its preferences; values are wrapped by `storage.ts` with an expiry.
 */
export const STORAGE_KEYS = {
  accessToken: 'Access-Token',
  sidebarType: 'SIDEBAR_TYPE',
  theme: 'DEFAULT_THEME',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  color: 'DEFAULT_COLOR',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidemenu: 'DEFAULT_FIXED_SIDEMENU',
  fixedHeaderHidden: 'DEFAULT_FIXED_HEADER_HIDDEN',
  contentWidthType: 'DEFAULT_CONTENT_WIDTH_TYPE',
  multiPage: 'DEFAULT_MULTI_PAGE',
  userId: 'USER_ID',
  userLoginName: 'USER_LOGIN_NAME',
  userName: 'Login_Username',
  userInfo: 'Login_Userinfo',
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  sysButtonAuth: 'SYS_BUTTON_AUTH',
  encryptedString: 'ENCRYPTED_STRING',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  cachedRoutes: 'CACHE_INCLUDED_ROUTES',
  lastActivity: 'LAST_ACTIVITY_TIME',
  winBtnStrList: 'winBtnStrList',
  routeTitle: 'route:title',
  tabTitles: 'TAB_TITLES',
  tourPrefix: 'TOUR_DONE_',
  initialPassword: 'INITIAL_PASSWORD',
  language: 'LANGUAGE',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lifetimes from spec §9. */
export const LIFETIMES = {
  session: 7 * DAY_MS,
  department: 7 * DAY_MS,
  tour: 10 * DAY_MS,
  buttons: 100 * DAY_MS,
} as const;
