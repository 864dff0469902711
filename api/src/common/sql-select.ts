import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Hand-written SELECTs of an entity's columns, built once from its metadata (so they follow the
 * entity), for the busiest reads, where TypeORM's statement building and per-row hydration cost
 * more CPU than PostgreSQL spent answering (bench/CHANGELOG.md). A row is read as plain values
 * (selectedSql, rowValue), or written as JSON text by PostgreSQL for what REST sends as it is
 * (jsonSql, objectSql): the bytes `res.json` writes of the feature's view (each feature's tests
 * hold the two together). JSON from PostgreSQL pays for small rows (tickets); for long text
 * (articles) reading the values and JSON.stringify in the api costs less in all.
 */

/** One selected column: the entity property, its database column and its kind of value. */
export interface SelectedColumn {
  property: string;
  column: string;
  /** The column's name in the result row. */
  key: string;
  /** How its value is written as JSON text in SQL (see jsonSql); 'time' for timestamps. */
  json: 'plain' | 'quoted' | 'time' | 'general';
}

/** An entity's readable columns (no `select: false` secrets, no virtual columns) under `alias`. */
export function readableColumns(dataSource: DataSource, entity: EntityTarget<ObjectLiteral>, alias: string): SelectedColumn[] {
  return dataSource
    .getMetadata(entity)
    .columns.filter((column) => column.isSelect && !column.isVirtualProperty)
    .map((column) => {
      const json = column.isArray
        ? 'general'
        : column.type === 'timestamptz' || column.type === 'timestamp with time zone'
          ? 'time'
          : column.type === 'uuid' || column.type === 'enum'
            ? 'quoted'
            : column.type === 'integer' || column.type === 'int' || column.type === 'boolean'
              ? 'plain'
              : 'general';
      return { property: column.propertyName, column: column.databaseName, key: `${alias}_${column.propertyName}`, json } as const;
    });
}

/**
 * A column in the SELECT list, named `key`. Timestamps travel as epoch milliseconds (a float),
 * which become a Date without parsing PostgreSQL's text form: that parsing was the largest single
 * cost of reading a page of tickets in the api.
 */
export function selectedSql(alias: string, { column, json, key }: SelectedColumn): string {
  const value = `${alias}."${column}"`;
  return `${json === 'time' ? `(extract(epoch from ${value}) * 1000)::float8` : value} AS "${key}"`;
}

/** A column's value in a row read with selectedSql (a timestamp as a Date). */
export function rowValue(row: Record<string, unknown>, { json, key }: SelectedColumn): unknown {
  const value = row[key];
  return json === 'time' && value !== null && value !== undefined ? new Date(value as number) : value;
}

/** The object of a row read with selectedSql: each column's value under its property, in the columns' order. */
export function rowObject(row: Record<string, unknown>, columns: readonly SelectedColumn[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const column of columns) object[column.property] = rowValue(row, column);
  return object;
}

/** The columns of these properties, in this order (a view's field list); `what` names the list in the error for a missing one. */
export function columnsNamed(what: string, columns: readonly SelectedColumn[], names: readonly string[]): SelectedColumn[] {
  return names.map((name) => {
    const column = columns.find((c) => c.property === name);
    if (!column) throw new Error(`${what}: no column ${name}`);
    return column;
  });
}

/**
 * A value as JSON text in SQL, never NULL (`null`). Uuids and enumeration values need no escaping
 * and numbers none at all, so only free text and arrays pay for to_json; timestamps are written
 * exactly as JavaScript's Date#toISOString writes them (UTC, milliseconds).
 */
export function jsonSql(value: string, kind: SelectedColumn['json']): string {
  const text =
    kind === 'plain'
      ? `${value}::text`
      : kind === 'quoted'
        ? `'"' || ${value} || '"'`
        : kind === 'time'
          ? `'"' || to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`
          : `to_json(${value})::text`;
  return `coalesce(${text}, 'null')`;
}

/** A column's [key, JSON text expression] under `alias`, for objectSql. */
export function fieldSql(alias: string, { property, column, json }: SelectedColumn): [string, string] {
  return [property, jsonSql(`${alias}."${column}"`, json)];
}

/**
 * A JSON object in SQL from [key, JSON text expression] pairs, joined with `||`: every part is
 * already text and never NULL (jsonSql), and `||` on text skips the output-function lookups that
 * concat() makes for each argument of each row (a fifth of a 25-row page's execution time).
 */
export function objectSql(fields: Array<[string, string]>): string {
  return `('{' || ${fields.map(([key, value], i) => `'${i ? ',' : ''}${JSON.stringify(key)}:' || ${value}`).join(' || ')} || '}')`;
}

/** The JSON object of these columns of the row `alias`, keyed by their properties in this order. */
export function rowObjectSql(alias: string, columns: readonly SelectedColumn[]): string {
  return objectSql(columns.map((column) => fieldSql(alias, column)));
}

/** An aggregate: the JSON array (text) of the `object` of each row, in `orderBy` order (`[]` for none). */
export function arrayAggSql(object: string, orderBy: string): string {
  return `'[' || coalesce(string_agg(${object}, ',' ORDER BY ${orderBy}), '') || ']'`;
}
