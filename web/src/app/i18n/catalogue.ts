/**
 * The shape of a catalogue with any text in its leaves. Each language's file is typed by the Chinese one through it,
 * so a key missing from (or added only to) another language fails the type check.
 */
export type Catalogue<T> = T extends string ? string : T extends number ? number : { readonly [K in keyof T]: Catalogue<T[K]> };
