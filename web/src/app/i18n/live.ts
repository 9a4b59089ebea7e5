/**
 * A live view of one catalogue per language: `view.a.b` reads the current language's text at the moment it is read.
 * Screens keep `const t = messages.material.modal` at module level and read `t.title` while rendering, so a language
 * switch redraws them in the new language without any of them holding a language. Lists (e.g. colour names) are
 * returned whole, in the language current when read.
 */
export function liveCatalogue<T extends object>(catalogue: () => T): T {
  const view = (path: readonly string[]): object => {
    const children = new Map<string, object>();
    // The node this view stands for, found again only when the language (the root) changed: a read is one lookup.
    let root: unknown;
    let found: Record<string, unknown> = {};
    const node = (): Record<string, unknown> => {
      const current = catalogue();
      if (current !== root) {
        root = current;
        found = path.reduce<Record<string, unknown>>((n, key) => (n[key] ?? {}) as Record<string, unknown>, current as Record<string, unknown>);
      }
      return found;
    };
    const read = (key: string | symbol): unknown => {
      if (typeof key === 'symbol') return undefined;
      const value = node()[key];
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      let child = children.get(key);
      if (!child) children.set(key, (child = view([...path, key])));
      return child;
    };
    return new Proxy(
      {},
      {
        get: (_, key) => read(key),
        has: (_, key) => typeof key === 'string' && key in node(),
        ownKeys: () => Reflect.ownKeys(node()),
        getOwnPropertyDescriptor: (_, key) =>
          typeof key === 'string' && key in node() ? { value: read(key), enumerable: true, configurable: true, writable: false } : undefined,
      },
    );
  };
  return view([]) as T;
}
