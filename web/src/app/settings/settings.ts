import { storage } from '../session/storage';
import { STORAGE_KEYS } from '../session/storageKeys';

export type MenuTheme = 'dark' | 'light';

export interface UiSettings {
  menuTheme: MenuTheme;
  primaryColor: string;
  fixedHeader: boolean;
  hideHeaderOnScroll: boolean;
  fixedSidebar: boolean;
  colorWeak: boolean;
  /** true = side menu open (the reference stores the open state under SIDEBAR_TYPE). */
  sidebarOpen: boolean;
  multiPage: boolean;
  layoutMode: 'sidemenu';
  contentWidth: 'Fixed' | 'Fluid';
}

/** The eight colours of the settings drawer, in the reference order; the sixth (blue) is the default. */
export const THEME_COLORS = ['#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#1890FF', '#2F54EB', '#722ED1'];

export const DEFAULT_SETTINGS: UiSettings = {
  menuTheme: 'dark',
  primaryColor: '#1890FF',
  fixedHeader: true,
  hideHeaderOnScroll: false,
  fixedSidebar: true,
  colorWeak: false,
  sidebarOpen: true,
  multiPage: true,
  layoutMode: 'sidemenu',
  contentWidth: 'Fixed',
};

const KEY_OF: Record<keyof UiSettings, string> = {
  menuTheme: STORAGE_KEYS.theme,
  primaryColor: STORAGE_KEYS.color,
  fixedHeader: STORAGE_KEYS.fixedHeader,
  hideHeaderOnScroll: STORAGE_KEYS.fixedHeaderHidden,
  fixedSidebar: STORAGE_KEYS.fixedSidemenu,
  colorWeak: STORAGE_KEYS.colorWeak,
  sidebarOpen: STORAGE_KEYS.sidebarType,
  multiPage: STORAGE_KEYS.multiPage,
  layoutMode: STORAGE_KEYS.layoutMode,
  contentWidth: STORAGE_KEYS.contentWidthType,
};

function load(): UiSettings {
  const result = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(KEY_OF) as Array<keyof UiSettings>) {
    const stored = storage.get<unknown>(KEY_OF[key]);
    if (stored !== undefined && typeof stored === typeof DEFAULT_SETTINGS[key]) {
      (result as Record<string, unknown>)[key] = stored;
    }
  }
  if (!THEME_COLORS.includes(result.primaryColor)) result.primaryColor = DEFAULT_SETTINGS.primaryColor;
  if (result.menuTheme !== 'dark' && result.menuTheme !== 'light') result.menuTheme = 'dark';
  return result;
}

const listeners = new Set<() => void>();
let current: UiSettings | undefined;

export const settingsStore = {
  get(): UiSettings {
    current ??= load();
    return current;
  },
  set<K extends keyof UiSettings>(key: K, value: UiSettings[K]): void {
    current = { ...settingsStore.get(), [key]: value };
    storage.set(KEY_OF[key], value);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests start from a clean slate. */
  reload(): void {
    current = load();
    listeners.forEach((l) => l());
  },
};
