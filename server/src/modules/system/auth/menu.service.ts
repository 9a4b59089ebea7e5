import type { MenuNode } from '@suanpan/contracts';
import type { Db } from '../../../db/database.js';
import { effectiveGrants } from '../../../app/auth/permissions.js';
import type { Session } from '../../../app/auth/session.js';
import { approvalConfig } from '../../../platform/document/approval.js';
import { REFERENCE_CLIENT_PAGES } from './reference-client-pages.js';

const WORKFLOW_MENU = '/workflow';

const HOME: MenuNode = { id: 0, text: '首页', icon: 'home', url: '/dashboard/analysis', component: '/layouts/TabLayout' };

/**
 * The caller's menu tree below `pNumber`: a leaf stays when the user may use it, a folder when it
 * keeps at least one child (api.md §2.3). 首页 comes first whenever anything is granted. For jshERP's own client
 * (`forReferenceClient`) a leaf also needs to be one of its pages (reference-client-pages.ts).
 */
export async function buildMenu(db: Db, s: Session, pNumber: string, forReferenceClient = false): Promise<MenuNode[]> {
  const [grants, functions, approvals] = await Promise.all([
    effectiveGrants(db, s),
    db
      .selectFrom('sys_function')
      .select(['id', 'number', 'name', 'parent_number', 'url', 'component', 'icon', 'hidden'])
      .where('enabled', '=', true)
      .where('delete_flag', '=', false)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    approvalConfig(db, s.tenantId),
  ]);
  // 流程管理 exists only while 多级审核 is on (api.md findMenuByPNumber drops /workflow otherwise).
  const hidden = (url: string) => url === WORKFLOW_MENU && !approvals.on;
  const byParent = new Map<string, typeof functions>();
  for (const f of functions) byParent.set(f.parent_number, [...(byParent.get(f.parent_number) ?? []), f]);

  const walk = (parent: string, depth: number): MenuNode[] => {
    if (depth > 10) return [];
    const nodes: MenuNode[] = [];
    for (const f of byParent.get(parent) ?? []) {
      if (hidden(f.url)) continue;
      const children = walk(f.number, depth + 1);
      const isFolder = byParent.has(f.number);
      if (isFolder ? children.length === 0 : !grants.has(f.url) || (forReferenceClient && !REFERENCE_CLIENT_PAGES.has(f.component ?? ''))) continue;
      nodes.push({
        id: Number(f.id),
        text: f.name,
        icon: f.icon ?? 'profile',
        url: f.url,
        component: f.component ?? '',
        ...(f.hidden ? { hidden: true } : {}),
        ...(isFolder ? { children } : {}),
      });
    }
    return nodes;
  };
  const tree = walk(pNumber, 0);
  return tree.length > 0 && pNumber === '0' ? [HOME, ...tree] : tree;
}
