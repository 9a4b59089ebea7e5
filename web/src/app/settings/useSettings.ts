import { useSyncExternalStore } from 'react';
import { settingsStore, type UiSettings } from './settings';

export function useSettings(): UiSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
