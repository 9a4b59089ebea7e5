import { columnOf, searchSchema, type listQuerySchema, type ResourceContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest } from '../../app/errors.js';
import type { AnySelect, Row } from './define-resource.js';
import { likePattern } from './row-mapping.js';

export type ListParams = z.output<typeof listQuerySchema>;

/** Parses the `search` JSON string against the resource's declared filters. */
export function parseSearch(contract: ResourceContract, raw: string | undefined): Row {
  if (!raw || raw.trim() === '' || raw.trim() === '{}') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('查询条件search不是有效的JSON', 'search');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('查询条件search必须是JSON对象', 'search');
  const result = searchSchema(contract).safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.path[0];
    throw badRequest(issue?.message ?? '查询条件不正确', typeof key === 'string' ? `search.${key}` : 'search');
  }
  return result.data as Row;
}

/** Applies the field filters the contract declares (`like` or `eq`); other keys are left to hooks. */
export function applyFieldFilters(query: AnySelect, table: string, contract: ResourceContract, search: Row): AnySelect {
  let q = query;
  for (const [key, field] of Object.entries(contract.fields)) {
    const value = search[field.searchKey ?? key];
    if (value === undefined || !field.search) continue;
    const ref = sql.ref(`${table}.${columnOf(key, field)}`);
    q = field.search === 'like' ? q.where(sql<boolean>`${ref} ilike ${likePattern(String(value))}`) : q.where(sql<boolean>`${ref} = ${value}`);
  }
  return q;
}

/** Sorting by whitelisted fields only; a stable id tiebreaker keeps pages from overlapping. */
export function applySort(query: AnySelect, table: string, contract: ResourceContract, params: ListParams): AnySelect {
  const requested = params.column ?? params.orderByColumn;
  const direction = (params.order ?? params.isAsc ?? '').startsWith('asc') ? 'asc' : 'desc';
  const sortable = new Set([
    'id',
    ...Object.entries(contract.fields)
      .filter(([, f]) => f.sortable)
      .map(([k]) => k),
  ]);
  let key: string | undefined;
  let dir: 'asc' | 'desc' = direction;
  if (requested && requested !== 'createTime') {
    if (!sortable.has(requested)) throw badRequest(`不允许按该字段排序：${requested.slice(0, 64)}`, 'column');
    key = requested;
  } else if (requested === 'createTime' && sortable.has('createTime')) {
    key = 'createTime';
  } else if (contract.defaultSort && !params.order) {
    key = contract.defaultSort.field;
    dir = contract.defaultSort.order;
  }
  let q = query;
  if (key && key !== 'id') {
    const field = contract.fields[key];
    const column = field ? columnOf(key, field) : key;
    q = q.orderBy(sql`${sql.ref(`${table}.${column}`)} ${sql.raw(dir)} nulls last`);
  }
  return q.orderBy(sql`${sql.ref(`${table}.id`)} ${sql.raw(key === 'id' ? dir : 'desc')}`);
}
