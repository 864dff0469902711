import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * JSON written by PostgreSQL for what REST answers as it is (a page of tickets, a page of
 * knowledge articles): no row parsing, no entity objects and no JSON.stringify in the api, which
 * were most of its CPU on those reads (bench/CHANGELOG.md). The bytes are those `res.json` writes
 * of the feature's view (each feature's tests hold the two together).
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
