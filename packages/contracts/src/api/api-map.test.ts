import { describe, expect, it } from 'vitest';
import { apiAreas, apiMap, requestAreas, requestMap } from './index.js';

describe('API map', () => {
  it('no two areas declare the same route (a later area would silently replace the earlier answer)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, entries] of Object.entries(apiAreas)) {
      for (const key of Object.keys(entries)) {
        const first = seen.get(key);
        if (first) twice.push(`${key} (${first}, ${area})`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(apiMap)).toHaveLength(seen.size);
  });

  it('keys are `METHOD /path` as the routes declare them', () => {
    const malformed = Object.keys(apiMap).filter((key) => !/^(GET|POST|PUT|DELETE) \/[A-Za-z0-9_/:.-]+$/.test(key));
    expect(malformed).toEqual([]);
  });

  it('no two areas describe the request of the same route, and each described request is a route the API map answers for', () => {
    const keys = Object.values(requestAreas).flatMap((entries) => Object.keys(entries));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(requestMap)).toHaveLength(keys.length);
    expect(keys.filter((key) => !(key in apiMap))).toEqual([]);
  });
});
