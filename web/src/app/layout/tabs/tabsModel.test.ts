import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, initialTabs, openTab, type TabsState } from './tabsModel';

const HOME = '/dashboard/analysis';
const withTabs = (...paths: string[]): TabsState => paths.reduce((s, p) => openTab(s, { path: p, title: p }), initialTabs('首页'));

describe('tab rules', () => {
  it('opens a tab once and focuses it again on a second visit', () => {
    const s = openTab(withTabs('/a', '/b'), { path: '/a', title: 'A' });
    expect(s.tabs.map((t) => t.path)).toEqual([HOME, '/a', '/b']);
    expect(s.active).toBe('/a');
  });

  it('refuses to close the home tab', () => {
    const result = closeTab(withTabs('/a'), HOME);
    expect(result.warning).toBe('首页不能关闭!');
    expect(result.state.tabs).toHaveLength(2);
  });

  it('refuses to close the last remaining tab', () => {
    const only: TabsState = { tabs: [{ path: '/a', title: 'A' }], active: '/a' };
    expect(closeTab(only, '/a').warning).toBe('这是最后一页，不能再关闭了啦');
  });

  it('moves to the left neighbour when the active tab closes', () => {
    const result = closeTab(withTabs('/a', '/b'), '/b');
    expect(result.state.active).toBe('/a');
    expect(result.state.tabs.map((t) => t.path)).toEqual([HOME, '/a']);
  });

  it('keeps the active tab when another one closes', () => {
    const s = openTab(withTabs('/a', '/b'), { path: '/b', title: 'B' });
    expect(closeTab(s, '/a').state.active).toBe('/b');
  });

  it('closes left, right and others but always keeps home', () => {
    const s = withTabs('/a', '/b', '/c');
    expect(closeLeft(s, '/b').tabs.map((t) => t.path)).toEqual([HOME, '/b', '/c']);
    expect(closeRight(s, '/b').tabs.map((t) => t.path)).toEqual([HOME, '/a', '/b']);
    const others = closeOthers(s, '/b');
    expect(others.tabs.map((t) => t.path)).toEqual([HOME, '/b']);
    expect(others.active).toBe('/b');
  });
});
