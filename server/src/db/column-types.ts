import type { ColumnType } from 'kysely';

/**
 * Column types shared by every schema-*.ts: bigint, numeric and timestamps arrive as strings on both PGlite and
 * PostgreSQL (see database.ts), so they are typed as strings; ids may be written as numbers or bigints.
 */
export type Id = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
export type RequiredId = ColumnType<string, string | number | bigint, string | number | bigint>;
export type Stamp = ColumnType<string, string | undefined, string>;
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A numeric with a database default. */
export type Num = Defaulted<string>;
/** A numeric every insert must give. */
export type RequiredNum = ColumnType<string, string, string>;
export type NullableNum = ColumnType<string | null, string | null | undefined, string | null>;
