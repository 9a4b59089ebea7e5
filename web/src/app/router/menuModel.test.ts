import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@suanpan/contracts';
import { ancestorIds, buildMenu, evaluateUrl, routableEntries, searchableEntries } from './menuModel';

const ctx = { apiBase: 'http://host/api', token: 'tok' };
const nodes: MenuNode[] = [
  { id: 0, text: '首页', icon: 'home', url: '/dashboard/analysis', component: '/layouts/TabLayout' },
  {
    id: 1,
    text: '系统管理',
    icon: 'setting',
    url: '/system',
    component: '/layouts/TabLayout',
    children: [
      { id: 2, text: '角色管理', icon: 'profile', url: '/system/role', component: '/system/RoleList' },
      { id: 3, text: '隐藏页', icon: 'profile', url: '/system/hidden', component: '/system/HiddenList', hidden: true },
      { id: 4, text: '报表', icon: 'profile', url: "{{ window._CONFIG['domianURL'] }}/report?t={{ token }}", component: 'layouts/IframePageView' },
      { id: 5, text: '官网', icon: 'profile', url: 'https://example.com', component: '/system/Link' },
    ],
  },
];

describe('menu → routes', () => {
  const menu = buildMenu(nodes, ctx);

  it('evaluates only known placeholders and never runs code', () => {
    expect(evaluateUrl("{{ window._CONFIG['domianURL'] }}/x", ctx)).toBe('http://host/api/x');
    expect(evaluateUrl('{{ alert(1) }}/y', ctx)).toBe('/y');
  });

  it('classifies containers, pages, iframes and external links', () => {
    const system = menu[1];
    expect(system?.kind).toBe('container');
    expect(system?.children.map((c) => c.kind)).toEqual(['page', 'page', 'iframe', 'external']);
    const iframe = system?.children[2];
    expect(iframe?.path).toBe('/iframe/4');
    expect(iframe?.href).toBe('http://host/api/report?t=tok');
    expect(system?.children[3]?.href).toBe('https://example.com');
  });

  it('makes pages and iframes routable, with keep-alive and breadcrumbs', () => {
    const routes = routableEntries(menu);
    expect([...routes.keys()]).toEqual(['/dashboard/analysis', '/system/role', '/system/hidden', '/iframe/4']);
    expect(routes.get('/system/role')?.keepAlive).toBe(true);
    expect(routes.get('/system/role')?.trail).toEqual(['系统管理', '角色管理']);
  });

  it('offers every entry but layout containers and hidden items to the menu search', () => {
    expect(searchableEntries(menu).map((e) => e.title)).toEqual(['首页', '角色管理', '报表', '官网']);
  });

  it('finds the submenus above a page', () => {
    expect(ancestorIds(menu, '/system/role')).toEqual(['1']);
    expect(ancestorIds(menu, '/dashboard/analysis')).toEqual([]);
  });
});
