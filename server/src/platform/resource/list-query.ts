import { columnOf, searchSchema, type listQuerySchema, type ResourceContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { parseSearchJson } from '../list/search-json.js';
import type { AnySelect, Row } from './define-resource.js';
import { likePattern } from './row-mapping.js';

export type ListParams = z.output<typeof listQuerySchema>;

/** Parses the `search` JSON string against the resource's declared filters. */
export const parseSearch = (contract: ResourceContract, raw: string | undefined): Row => parseSearchJson(searchSchema(contract), raw) as Row;

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
