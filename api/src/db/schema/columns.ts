import type { ColumnType } from 'kysely';

/** Column types shared by the tables: how a column reads, what an insert and an update take. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type NullableDefaulted<T> = ColumnType<T | null, T | null | undefined, T | null>;
