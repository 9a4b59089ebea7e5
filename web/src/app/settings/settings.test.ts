import { describe, expect, it } from 'vitest';
import { storage } from '../session/storage';
import { DEFAULT_SETTINGS, settingsStore } from './settings';

describe('interface settings', () => {
  it('start from the spec defaults (blue, dark menu, fixed header and sidebar, tabs on)', () => {
    settingsStore.reload();
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ primaryColor: '#1890FF', menuTheme: 'dark', fixedHeader: true, fixedSidebar: true, multiPage: true });
  });

  it('persist each choice under its own key and come back after a reload', () => {
    settingsStore.set('menuTheme', 'light');
    settingsStore.set('primaryColor', '#722ED1');
    settingsStore.set('colorWeak', true);
    expect(storage.get('DEFAULT_THEME')).toBe('light');
    expect(storage.get('DEFAULT_COLOR')).toBe('#722ED1');
    settingsStore.reload();
    expect(settingsStore.get()).toMatchObject({ menuTheme: 'light', primaryColor: '#722ED1', colorWeak: true });
  });

  it('ignores stored values that are not valid choices', () => {
    storage.set('DEFAULT_COLOR', '#123456');
    storage.set('DEFAULT_THEME', 'purple');
    settingsStore.reload();
    expect(settingsStore.get()).toMatchObject({ primaryColor: '#1890FF', menuTheme: 'dark' });
  });
});
