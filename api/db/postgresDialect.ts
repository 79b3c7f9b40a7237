// PostgreSQL as Kysely sees it, with an introspector that reads only the connection's own schema.
//
// Kysely's migrator asks the introspector whether its migration tables exist, and Kysely's own PostgreSQL
// introspector reads every table of every schema in the database, calling name-based functions
// (has_schema_privilege, pg_get_serial_sequence) on each. A schema dropped by another client during that
// query fails it ("schema … does not exist"), so a process starting beside another that drops a schema
// could not migrate (seen in CI: a test file's schema dropped while another file migrated). Our database is
// the schema on the search path; nothing else concerns us.
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/** Kysely's migration tables, which the introspector leaves out unless asked. */
const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

interface ColumnRow {
  table: string;
  kind: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  default_expr: string | null;
  type: string;
  type_schema: string;
}

/** The tables and views of the schema first on the search path (`current_schema()`), with their columns. */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string | null }>`SELECT current_schema() AS name`.execute(this.#db);
    return rows.flatMap((r) => (r.name === null ? [] : [{ name: r.name }]));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow & { schema: string }>`
      SELECT c.relname AS table, c.relkind AS kind, ns.nspname AS schema, a.attname AS column,
        a.attnotnull AS not_null, a.atthasdef AS has_default, a.attidentity AS identity,
        pg_get_expr(d.adbin, d.adrelid) AS default_expr, t.typname AS type, tns.nspname AS type_schema
      FROM pg_catalog.pg_attribute a
      JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
      JOIN pg_catalog.pg_namespace ns ON ns.oid = c.relnamespace
      JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
      JOIN pg_catalog.pg_namespace tns ON tns.oid = t.typnamespace
      LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE ns.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p')
        AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (table === undefined) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.identity !== '' || (row.default_expr?.startsWith('nextval(') ?? false),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the current schema (see above). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
