import {
  BUTTON,
  createSchema,
  hasOperation,
  idListSchema,
  idOrZero,
  idQuerySchema,
  listQuerySchema,
  resourceResponses,
  updateSchema,
} from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, platformPage, route, type Access, type RouteSpec } from '../../app/route.js';
import type { ResourceDefinition, Row } from './define-resource.js';
import { functionCatalogue, splitButtons } from '../../app/auth/function-catalogue.js';
import { parseSearch } from './list-query.js';
import { addRow, deleteRows, findRow, nameExists, setStatus, updateRow } from './resource-service.js';
import { exportResource, listResource } from './resource-source.js';

const nameCheckQuery = z.object({
  id: idOrZero('id'),
  name: z.string({ error: '名称不能为空' }).max(200, '名称不能超过200个字符'),
});

const idsQuery = z.object({ ids: idListSchema });

/** Status values of the reference: booleans, '0'/'1' strings or 0/1 numbers; or the resource's own codes. Parsed to on/off. */
function statusSchema(contract: ResourceDefinition['contract']): z.ZodType<boolean> {
  const codes = contract.statusCodes;
  if (codes) {
    const allowed = [codes.enable, codes.disable].map(String);
    return z
      .union([z.string(), z.number()], { error: '状态值不正确' })
      .refine((v) => allowed.includes(String(v)), `状态只能是${allowed.join('或')}`)
      .transform((v) => String(v) === String(codes.enable));
  }
  return z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)], { error: '状态只能是启用或禁用' })
    .transform((v) => v === true || v === '1' || v === 'true' || v === 1);
}

function storedStatus(contract: ResourceDefinition['contract'], on: boolean): unknown {
  if (contract.statusCodes) return on ? contract.statusCodes.enable : contract.statusCodes.disable;
  const field = contract.statusField ? contract.fields[contract.statusField] : undefined;
  return field?.kind === 'flag' ? (on ? '1' : '0') : on;
}

function pageOffersButton(url: string, button: string): boolean {
  const fn = functionCatalogue.find((f) => f.url === url);
  return fn !== undefined && splitButtons(fn.pushBtn).includes(button);
}

/** The standard endpoints of api.md §1.8, generated from one resource definition. */
export function resourceRoutes(def: ResourceDefinition): RouteSpec[] {
  const { contract } = def;
  const base = `/${contract.name}`;
  const pages = def.pages ?? [contract.page];
  const access = (button?: (typeof BUTTON)[keyof typeof BUTTON]): Access => (def.platformOnly ? platformPage(contract.page, button) : page(pages, button));
  const routes: RouteSpec[] = [];
  const responses = resourceResponses(contract);
  const add = (op: Parameters<typeof hasOperation>[1], spec: RouteSpec) => {
    const answered = { ...spec, response: responses[op] };
    if (hasOperation(contract, op)) routes.push(def.ownRowOperations?.includes(op) ? { ...answered, access: LOGIN } : answered);
  };

  add(
    'list',
    route({
      method: 'GET',
      url: `${base}/list`,
      access: access(),
      query: listQuerySchema,
      summary: `${contract.label}列表`,
      handler: async (ctx, { query }) => listResource(ctx, sessionOf(ctx), def, query, parseSearch(contract, query.search)),
    }),
  );
  add(
    'info',
    route({
      method: 'GET',
      url: `${base}/info`,
      access: access(),
      query: idQuerySchema,
      summary: `${contract.label}详情`,
      handler: async (ctx, { query }) => ({ info: await findRow(ctx, sessionOf(ctx), def, query.id) }),
    }),
  );
  add(
    'add',
    route({
      method: 'POST',
      url: `${base}/add`,
      access: access(BUTTON.edit),
      body: createSchema(contract),
      summary: `新增${contract.label}`,
      handler: async (ctx, { body }) => ({ id: await addRow(ctx, sessionOf(ctx), def, body as Row), message: '成功' }),
    }),
  );
  add(
    'update',
    route({
      method: 'PUT',
      url: `${base}/update`,
      access: access(BUTTON.edit),
      body: updateSchema(contract),
      summary: `修改${contract.label}`,
      handler: async (ctx, { body }) => {
        const { id, ...values } = body as Row & { id: number };
        await updateRow(ctx, sessionOf(ctx), def, id, values);
        return { message: '成功' };
      },
    }),
  );
  add(
    'delete',
    route({
      method: 'DELETE',
      url: `${base}/delete`,
      access: access(BUTTON.edit),
      query: idQuerySchema,
      summary: `删除${contract.label}`,
      handler: async (ctx, { query }) => {
        await deleteRows(ctx, sessionOf(ctx), def, [query.id]);
        return { message: '成功' };
      },
    }),
  );
  add(
    'deleteBatch',
    route({
      method: 'DELETE',
      url: `${base}/deleteBatch`,
      access: access(BUTTON.edit),
      query: idsQuery,
      summary: `批量删除${contract.label}`,
      handler: async (ctx, { query }) => {
        await deleteRows(ctx, sessionOf(ctx), def, query.ids);
        return { message: '成功' };
      },
    }),
  );
  add(
    'batchSetStatus',
    route({
      method: 'POST',
      url: `${base}/batchSetStatus`,
      access: access(contract.statusButton ?? BUTTON.edit),
      body: z.strictObject({ status: statusSchema(contract), ids: idListSchema }),
      summary: `批量设置${contract.label}状态`,
      handler: async (ctx, { body }) => {
        await setStatus(ctx, sessionOf(ctx), def, body.ids, body.status, storedStatus(contract, body.status));
        return { message: '成功' };
      },
    }),
  );
  add(
    'checkIsNameExist',
    route({
      method: 'GET',
      url: `${base}/checkIsNameExist`,
      access: access(),
      query: nameCheckQuery,
      summary: `检查${contract.label}名称是否存在`,
      handler: async (ctx, { query }) => ({ status: await nameExists(ctx, sessionOf(ctx), def, query.id, query.name) }),
    }),
  );
  // Export needs the 导出 button; a page whose menu entry does not offer it (pushBtn) can never grant it.
  if (pages.some((p) => pageOffersButton(p, BUTTON.export)))
    add(
      'exportExcel',
      route({
        method: 'GET',
        url: `${base}/exportExcel`,
        access: access(BUTTON.export),
        query: listQuerySchema,
        summary: `导出${contract.label}`,
        handler: async (ctx, { query }) => exportResource(ctx, sessionOf(ctx), def, query, parseSearch(contract, query.search)),
      }),
    );
  return routes;
}
