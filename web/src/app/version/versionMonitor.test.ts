import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_VISIBLE_MS, CHECK_EVERY_MS, FIRST_CHECK_MS, RETRY_AFTER_CANCEL_MS, VersionMonitor } from './versionMonitor';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answers: boolean[]) {
  let build = 'a';
  const fetchBuildId = vi.fn(() => Promise.resolve(build));
  const prompt = vi.fn(() => Promise.resolve(answers.shift() ?? false));
  const reload = vi.fn();
  const monitor = new VersionMonitor({ fetchBuildId, prompt, reload });
  return { monitor, fetchBuildId, prompt, reload, publish: (id: string) => (build = id) };
}

describe('version check', () => {
  it('checks 30 s after start and then every 10 minutes', async () => {
    const { monitor, fetchBuildId } = setup([]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS - FIRST_CHECK_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    monitor.stop();
  });

  it('asks when a new build is served and reloads on accept', async () => {
    const { monitor, prompt, reload, publish } = setup([true]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    publish('b');
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    monitor.stop();
  });

  it('asks again 30 s after cancel', async () => {
    const { monitor, prompt, reload, publish } = setup([false, true]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    publish('b');
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    expect(prompt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_CANCEL_MS);
    expect(prompt).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    monitor.stop();
  });

  it('checks 2 s after the tab becomes visible', async () => {
    const { monitor, fetchBuildId } = setup([]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    monitor.onVisible();
    await vi.advanceTimersByTimeAsync(AFTER_VISIBLE_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    monitor.stop();
  });
});
