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
