import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { NOTICE_SECONDS, PWD_SIMPLE_DELAY_MS, setLoginPrompts, useLoginPrompts } from './useLoginPrompts';

const leaving = () => document.querySelector('.ant-notification-notice')?.className.includes('leave') ?? false;

function Prompts() {
  useLoginPrompts(() => undefined);
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  setLoginPrompts(null);
});

describe('sign-in notices', () => {
  it('shows 密码过于简单 after 3 s for 10 s, without re-rendering it on every frame meanwhile', async () => {
    installFakeFetch({ 'GET /user/infoWithTenant': ok({}) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    setLoginPrompts({ pwdSimple: true });
    renderWithApp(<Prompts />);
    await act(async () => vi.advanceTimersByTimeAsync(PWD_SIMPLE_DELAY_MS + 500));
    expect(screen.getByText('密码过于简单，请尽快修改')).toBeTruthy();
    const before = frames.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    // A notice that closes itself asks for a frame 60 times a second (and renders each time); this one asks for none.
    expect(frames.mock.calls.length - before).toBeLessThan(10);
    expect(screen.getByText('密码过于简单，请尽快修改')).toBeTruthy();
    expect(leaving()).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(NOTICE_SECONDS.pwdSimple * 1000));
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    // Closing: it fades out (jsdom ends no CSS transition, so the node stays in its leave state).
    expect(leaving()).toBe(true);
  });
});
