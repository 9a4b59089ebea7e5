import { chineseIssueMessage, installSearchReader } from '@suanpan/contracts';
import type { z } from 'zod';
import { badRequest } from '../../app/errors.js';
import { refuseIllegalCharacters } from '../../app/illegal-characters.js';

/**
 * A list's `search` parameter: the reference clients send the filters as one JSON object in a query string,
 * with '' or null for a filter left empty. Empty values are dropped, the rest checked by the list's schema;
 * anything else is a 400 naming `search` or `search.<filter>` with the schema's Chinese message (or one naming the filter).
 */
export function parseSearchJson<S extends z.ZodType>(schema: S, raw: string | undefined): z.output<S> {
  const filled = searchFilters(raw);
  // A filter is named as the client sent it: `search.organId`.
  const result = schema.safeParse(filled, { error: (issue) => chineseIssueMessage(issue, ['search']) });
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.path[0];
    throw badRequest(issue?.message ?? '查询条件不正确', typeof key === 'string' ? `search.${key}` : 'search');
  }
  return result.data;
}

/** The filters of a `search` parameter that hold something (a JSON object; '' and null are no filter). */
function searchFilters(raw: string | undefined): Record<string, unknown> {
  let parsed: unknown = {};
  if (raw && raw.trim() !== '') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest('查询条件search不是有效的JSON', 'search');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('查询条件search必须是JSON对象', 'search');
  refuseIllegalCharacters(parsed, 'search');
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

// The contracts' withSearchJson (queries that take their filters flat or in `search`) reads them with this reader.
installSearchReader(searchFilters);
