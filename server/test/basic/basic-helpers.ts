import { expect } from 'vitest';
import type { ApiResponse, TestApp } from '../support/test-app.js';

/** Registers a fresh tenant through the public endpoint and signs its owner in. */
export async function newTenant(t: TestApp, loginName: string): Promise<string> {
  const res = await t.call('POST', '/user/registerUser', { body: { loginName, password: 'Owner123' } });
  expect(res.status, res.text).toBe(200);
  return t.login(loginName, 'Owner123');
}

/** Switches the tenant's 分配仓库权限 / 分配客户权限 flags. */
export async function setFlags(t: TestApp, tenantId: string, flags: { depot?: '0' | '1'; customer?: '0' | '1' }): Promise<void> {
  await t.db
    .updateTable('system_config')
    .set({ ...(flags.depot ? { depot_flag: flags.depot } : {}), ...(flags.customer ? { customer_flag: flags.customer } : {}) })
    .where('tenant_id', '=', tenantId)
    .execute();
}

export function ok<T = any>(res: ApiResponse<T>): T {
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: T }).data;
}

export async function addRow(t: TestApp, token: string, resource: string, body: Record<string, unknown>): Promise<number> {
  const data = ok<{ id: number }>(await t.call('POST', `/${resource}/add`, { token, body }));
  return data.id;
}
