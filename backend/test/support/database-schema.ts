import type { DataSource } from 'typeorm';

/** TypeORM's own table of the migrations it ran, not part of what they build. */
const BOOKKEEPING = 'migrations';

/**
 * The schema of a database as its server describes it: on SQLite each table's and index's
 * statement, on MySQL and MariaDB each table's columns, types, defaults, collations and indexes.
 * A collation or character set that is the database's default is written as such, since the
 * server's default differs from one installation to another.
 */
export function databaseSchema(dataSource: DataSource): Promise<unknown> {
  return dataSource.options.type === 'mysql' ? mysqlSchema(dataSource) : sqliteSchema(dataSource);
}

async function sqliteSchema(dataSource: DataSource) {
  const entries: Array<{ type: string; name: string; tbl_name: string; sql: string | null }> =
    await dataSource.query(
      `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE tbl_name <> ? ORDER BY tbl_name, type DESC, name`,
      [BOOKKEEPING],
    );
  return entries;
}

interface MysqlColumn {
  table: string;
  name: string;
  type: string;
  nullable: string;
  default: string | null;
  charset: string | null;
  collation: string | null;
  extra: string;
}

interface MysqlIndexPart {
  table: string;
  name: string;
  nonUnique: number | string;
  column: string;
  subPart: number | null;
}

async function mysqlSchema(dataSource: DataSource) {
  const [[server], tables, columns, indexParts]: [
    Array<{ version: string; charset: string; collation: string }>,
    Array<{ name: string; collation: string }>,
    MysqlColumn[],
    MysqlIndexPart[],
  ] = await Promise.all([
    dataSource.query(
      'SELECT VERSION() AS version, @@character_set_database AS charset, @@collation_database AS collation',
    ),
    dataSource.query(
      `SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME <> ? ORDER BY TABLE_NAME`,
      [BOOKKEEPING],
    ),
    dataSource.query(
      `SELECT TABLE_NAME AS \`table\`, COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable,
         COLUMN_DEFAULT AS \`default\`, CHARACTER_SET_NAME AS charset, COLLATION_NAME AS collation,
         EXTRA AS extra
       FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, ORDINAL_POSITION`,
    ),
    dataSource.query(
      `SELECT TABLE_NAME AS \`table\`, INDEX_NAME AS name, NON_UNIQUE AS nonUnique, COLUMN_NAME AS \`column\`,
         SUB_PART AS subPart
       FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
    ),
  ]);
  const mariadb = server.version.includes('MariaDB');
  const charset = (name: string | null) => (name === server.charset ? 'database default' : name);
  const collation = (name: string | null) =>
    name === server.collation ? 'database default' : name;
  return tables.map((table) => ({
    table: table.name,
    collation: collation(table.collation),
    columns: columns
      .filter((column) => column.table === table.name)
      .map((column) => ({
        name: column.name,
        // MySQL 8 no longer reports an integer's display width; MariaDB still does.
        type: column.type.replace(/^(smallint|mediumint|int|bigint)\(\d+\)/, '$1'),
        nullable: column.nullable === 'YES',
        default: mariadb ? mariadbDefault(column.default) : column.default,
        charset: charset(column.charset),
        collation: collation(column.collation),
        extra: column.extra,
      })),
    indexes: [...new Set(indexParts.filter((part) => part.table === table.name).map((p) => p.name))]
      .sort()
      .map((name) => {
        const parts = indexParts.filter((part) => part.table === table.name && part.name === name);
        return {
          name,
          unique: Number(parts[0].nonUnique) === 0,
          columns: parts.map((part) =>
            part.subPart === null ? part.column : `${part.column}(${part.subPart})`,
          ),
        };
      }),
  }));
}

/** MariaDB quotes a text default and writes no default as NULL; MySQL gives the bare value. */
function mariadbDefault(value: string | null): string | null {
  if (value === null || value === 'NULL') return null;
  const quoted = /^'(.*)'$/s.exec(value);
  return quoted ? quoted[1].replace(/''/g, "'") : value;
}
