import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { DetailList } from './components/DetailList';
import { PageTour } from './components/PageTour';
import { isTourDone, markTourDone } from './components/tourMemory';
import { useEnterToNext } from './form/useEnterToNext';

function Area() {
  const { onKeyDown } = useEnterToNext();
  return (
    <div onKeyDown={onKeyDown}>
      <input aria-label="a" />
      <input aria-label="b" />
      <input aria-label="c" disabled />
      <input aria-label="d" />
    </div>
  );
}

afterEach(() => vi.useRealTimers());

describe('Enter moves to the next input', () => {
  it('skips disabled inputs and wraps around', () => {
    render(<Area />);
    const [a, b, d] = [screen.getByLabelText('a'), screen.getByLabelText('b'), screen.getByLabelText('d')];
    a.focus();
    fireEvent.keyDown(a, { key: 'Enter' });
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b, { key: 'Enter' });
    expect(document.activeElement).toBe(d);
    fireEvent.keyDown(d, { key: 'Enter' });
    expect(document.activeElement).toBe(a);
  });
});

describe('onboarding tour', () => {
  it('is remembered for 10 days per page key and version', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    markTourDone('home', '1.0');
    expect(isTourDone('home', '1.0')).toBe(true);
    expect(isTourDone('home', '1.1')).toBe(false);
    expect(isTourDone('list', '1.0')).toBe(false);
    vi.setSystemTime(new Date('2026-01-11T00:00:01Z'));
    expect(isTourDone('home', '1.0')).toBe(false);
  });

  it('labels its buttons 下一步 / 上一步 / 知道了 and closes for good when finished', () => {
    const steps = [
      { title: '第一步', description: '菜单' },
      { title: '第二步', description: '通知' },
    ];
    const { unmount } = renderWithApp(<PageTour pageKey="home" version="1" steps={steps} />);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('button', { name: '上一步' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(isTourDone('home', '1')).toBe(true);
    unmount();
    renderWithApp(<PageTour pageKey="home" version="1" steps={steps} />);
    expect(screen.queryByText('第一步')).toBeNull();
  });
});

describe('detail list', () => {
  it('clamps the column count to 1..4', () => {
    const items = [{ label: '名称', value: '螺丝' }];
    const { container, rerender } = render(<DetailList items={items} columns={9} />);
    expect(container.textContent).toContain('螺丝');
    rerender(<DetailList items={items} columns={0} />);
    expect(container.textContent).toContain('名称');
  });
});
