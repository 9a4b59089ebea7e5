import { cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';
import { setLanguage } from '../app/i18n';
import { setLoginPrompts } from '../app/layout/useLoginPrompts';
import { settingsStore } from '../app/settings/settings';

// The web project runs its files with `isolate: false` (vitest.config.ts): a worker imports antd once and keeps one
// module graph and one document for all its files. This file runs again before each test file; what a test can
// change outside the component it renders is put back below, so no file sees another's state, in any order.

// How long findBy… and waitFor wait, for every file alike: under a loaded CI the chain of a click, a mocked request and
// a rendered message took over the library's 1 s. Set here, not per file: a file's own configure() stayed in force for
// the files after it in the worker, so a test's timeout depended on which files ran before it.
configure({ asyncUtilTimeout: 10_000 });

// The tests read the Chinese interface; happy-dom's browser says en-US, which a first visit would follow. Switching
// keeps the choice in local storage, which a test starts without.
setLanguage('zh-CN');
window.localStorage.clear();

// antd's responsive helpers read matchMedia and observe sizes; happy-dom lacks both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });

interface Pristine {
  createObjectURL: typeof URL.createObjectURL;
  revokeObjectURL: typeof URL.revokeObjectURL;
  print: typeof window.print;
  title: string;
  /** Real timers started while the current file ran and not yet fired or cleared. */
  timers: Map<unknown, (handle: unknown) => void>;
}

// Taken once per worker, before any file could have replaced them (tests assign URL.createObjectURL and
// window.print directly, which vi.restoreAllMocks does not undo).
const PRISTINE = Symbol.for('suanpan.test.pristine');
const holder = globalThis as typeof globalThis & { [PRISTINE]?: Pristine };
const pristine = (holder[PRISTINE] ??= trackTimers({
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
  print: window.print,
  title: document.title,
  timers: new Map(),
}));

/**
 * Wraps the real setTimeout/setInterval so the timers a file leaves behind (a message's 3 s close, the sign-in's
 * delayed prompt, a retry) are cleared when it ends instead of firing into the next file. Fake timers replace these
 * functions while installed and put them back on vi.useRealTimers(), so they are not affected.
 */
function trackTimers(state: Pristine): Pristine {
  type Start = (callback: unknown, ...rest: unknown[]) => unknown;
  type Clear = (handle: unknown) => void;
  const g = globalThis as unknown as Record<'setTimeout' | 'setInterval', Start> & Record<'clearTimeout' | 'clearInterval', Clear>;
  const { timers } = state;
  const tracked = (start: Start, clear: Clear, once: boolean): Start =>
    function (this: unknown, callback, ...rest) {
      if (typeof callback !== 'function') return start.call(this, callback, ...rest);
      const handle = start.call(
        this,
        function (this: unknown, ...args: unknown[]) {
          if (once) timers.delete(handle);
          return (callback as (...args: unknown[]) => unknown).apply(this, args);
        },
        ...rest,
      );
      timers.set(handle, clear);
      return handle;
    };
  const untracked = (clear: Clear): Clear =>
    function (this: unknown, handle) {
      timers.delete(handle);
      clear.call(this, handle);
    };
  const [timeout, interval, clearTimeout, clearInterval] = [g.setTimeout, g.setInterval, g.clearTimeout, g.clearInterval];
  g.setTimeout = tracked(timeout, clearTimeout, true);
  g.setInterval = tracked(interval, clearInterval, false);
  g.clearTimeout = untracked(clearTimeout);
  g.clearInterval = untracked(clearInterval);
  return state;
}

afterEach(() => {
  // React roots first (their effects' cleanups run against the document as it is), then what antd keeps outside
  // them: the static message / notification / modal holders and anything portalled into the body.
  cleanup();
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  document.body.innerHTML = '';
  document.title = pristine.title;
  vi.useRealTimers();
  // fetch (installFakeFetch), WebSocket, print stubbed with vi.stubGlobal.
  vi.unstubAllGlobals();
  URL.createObjectURL = pristine.createObjectURL;
  URL.revokeObjectURL = pristine.revokeObjectURL;
  window.print = pristine.print;
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Module state the app keeps beside the storage: the settings read from it, a sign-in's pending prompts.
  settingsStore.reload();
  setLoginPrompts(false);
  setLanguage('zh-CN');
  window.localStorage.clear();
});

afterAll(() => {
  for (const [handle, clear] of pristine.timers) clear(handle);
  pristine.timers.clear();
});
