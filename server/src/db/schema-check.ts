import type { InsertType, SelectType } from 'kysely';
import type { GeneratedDatabase } from './generated/database.js';
import type { Database } from './schema.js';

/*
 * The hand-written `Database` (schema*.ts) keeps its refinements — literal unions for status columns, ids that
 * accept numbers — but must describe the migrated database: the compiler compares it with the types generated
 * from the migrations (generated/database.ts, `npm run db:types`) and names every table or column that drifted.
 */

type Optional<T> = undefined extends InsertType<T> ? true : null extends InsertType<T> ? true : false;

type ColumnDrift<Where extends string, H, G> = [SelectType<H>] extends [SelectType<G>]
  ? [null] extends [SelectType<G>]
    ? [null] extends [SelectType<H>]
      ? Optional<H> extends true
        ? Optional<G> extends true
          ? never
          : `${Where}: optional on insert here, but the database has no default`
        : never
      : `${Where}: the database allows null`
    : Optional<H> extends true
      ? Optional<G> extends true
        ? never
        : `${Where}: optional on insert here, but the database has no default`
      : never
  : `${Where}: the type differs from the database's (generated/database.ts)`;

type Columns<T> = keyof T & string;

type TableDrift<T extends string, H, G> =
  | { [C in Exclude<Columns<H>, Columns<G>>]: `${T}.${C}: no such column in the migrated database` }[Exclude<Columns<H>, Columns<G>>]
  | { [C in Exclude<Columns<G>, Columns<H>>]: `${T}.${C}: column missing from schema*.ts` }[Exclude<Columns<G>, Columns<H>>]
  | { [C in Columns<H> & Columns<G>]: ColumnDrift<`${T}.${C}`, H[C], G[C]> }[Columns<H> & Columns<G>];

type Tables = keyof Database | keyof GeneratedDatabase;

/** Every way the hand-written types differ from the migrated database; `never` when they agree. */
export type SchemaDrift = {
  [T in Tables]: T extends keyof Database
    ? T extends keyof GeneratedDatabase
      ? TableDrift<T, Database[T], GeneratedDatabase[T]>
      : `${T}: no such table in the migrated database`
    : `${T}: table missing from schema.ts`;
}[Tables];

/** Fails to compile, naming the drift, when a migration changed the database and schema*.ts was not updated. */
export const schemaMatchesDatabase = true satisfies [SchemaDrift] extends [never] ? true : SchemaDrift & string;
