import { createContext, useContext } from 'react';

/** Opens the shell-wide dialogs from anywhere inside the layout (header menu, bell, home page). */
export interface ShellUi {
  openSettings: () => void;
  openPassword: () => void;
  openDepart: () => void;
  openMessages: () => void;
}

const noop = (): void => undefined;

export const ShellUiContext = createContext<ShellUi>({
  openSettings: noop,
  openPassword: noop,
  openDepart: noop,
  openMessages: noop,
});

export const useShellUi = (): ShellUi => useContext(ShellUiContext);
