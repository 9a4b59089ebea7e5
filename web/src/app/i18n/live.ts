/**
 * A live view of one catalogue per language: `view.a.b` reads the current language's text at the moment it is read.
 * Screens keep `const t = messages.material.modal` at module level and read `t.title` while rendering, so a language
 * switch redraws them in the new language without any of them holding a language. Lists (e.g. colour names) are
 * returned whole, in the language current when read.
 */
export function liveCatalogue<T extends object>(catalogues: () => T): T {
  const views = new Map<string, object>();
  const at = (path: readonly string[]): unknown => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogues());
  const view = (path: readonly string[]): object => {
    const id = path.join('\u0000');
    let found = views.get(id);
    if (!found) {
      const read = (key: string | symbol): unknown => {
        if (typeof key === 'symbol') return undefined;
        const value = at([...path, key]);
        return value !== null && typeof value === 'object' && !Array.isArray(value) ? view([...path, key]) : value;
      };
      found = new Proxy(
        {},
        {
          get: (_, key) => read(key),
          has: (_, key) => typeof key === 'string' && key in (at(path) as object),
          ownKeys: () => Reflect.ownKeys(at(path) as object),
          getOwnPropertyDescriptor: (_, key) =>
            typeof key === 'string' && key in (at(path) as object) ? { value: read(key), enumerable: true, configurable: true, writable: false } : undefined,
        },
      );
      views.set(id, found);
    }
    return found;
  };
  return view([]) as T;
}
