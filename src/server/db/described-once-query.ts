// A prepared statement's result columns asked for once per connection, not at every call.
// pg asks PostgreSQL to describe the result of every execution (a Describe message), and turns
// each answer (a RowDescription: every column's name and type) into the row parsers again.
// A statement prepared on a connection always answers the same columns there (PostgreSQL
// refuses to run it otherwise: "cached plan must not change result type"), so the first
// description is kept and the later executions send Bind, Execute and Sync only.
import { Query, types as pgTypes, type FieldDef, type QueryConfig } from 'pg';

/** A statement's result columns as its connection first described them. */
export interface StatementDescription {
  /** The columns; empty for a statement that returns no rows. */
  fields: FieldDef[];
  /** pg's empty row (every column null) that each object row is copied from. */
  emptyRow: Record<string, null> | undefined;
}

/** The descriptions of one connection's prepared statements, by statement name. */
export type StatementDescriptions = Map<string, StatementDescription>;

/** What of pg's connection a query writes through (pg's own, undocumented in its types). */
export interface ProtocolConnection {
  stream: { cork(): void; uncork(): void; destroy(): void };
  bind(message: { statement?: string }): void;
  execute(message: { portal: string }): void;
  describe(message: { type: string; name: string }): void;
}

type TypeParser = (value: string) => unknown;

/** Where a result's column parsers come from: the query's own `types`, or pg's defaults. */
interface TypeParsers {
  getTypeParser(oid: number, format: string): TypeParser;
}

/** pg's Result, the parts a described execution sets in place of `addFields`. */
interface ProtocolResult {
  fields: FieldDef[];
  _parsers: TypeParser[] | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | undefined;
  _types?: TypeParsers;
}

/** The part of pg's Query that the client drives and the classes here extend. */
interface ProtocolQuery {
  name?: string;
  callback?: unknown;
  _result: ProtocolResult;
  _accumulateRows: unknown;
  listeners(event: string): unknown[];
  hasBeenParsed(connection: ProtocolConnection): boolean;
  submit(connection: ProtocolConnection): Error | null;
  prepare(connection: ProtocolConnection): void;
  handleRowDescription(message: { fields: FieldDef[] }): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
}

export type QueryCallback = (error: Error | null, result?: unknown) => void;

const PgQuery = Query as unknown as new (
  config: QueryConfig,
  values: unknown,
  callback: QueryCallback,
) => ProtocolQuery;

/**
 * A named statement that asks for its result's description only the first time its
 * connection runs it (`descriptions` is that connection's own record).
 */
export class DescribedOnceQuery extends PgQuery {
  readonly #descriptions: StatementDescriptions;
  /** The statement this execution asked the description of: recorded when it arrives. */
  #describingAs: string | undefined;
  #described = false;

  constructor(
    config: QueryConfig,
    values: unknown,
    callback: QueryCallback,
    descriptions: StatementDescriptions,
  ) {
    super(config, values, callback);
    this.#descriptions = descriptions;
  }

  override prepare(connection: ProtocolConnection): void {
    const known =
      this.name !== undefined && this.hasBeenParsed(connection)
        ? this.#descriptions.get(this.name)
        : undefined;
    if (!known) {
      this.#describingAs = this.name;
      super.prepare(connection);
      return;
    }
    this.#useDescription(known);
    super.prepare(withoutDescribe(connection));
  }

  override handleRowDescription(message: { fields: FieldDef[] }): void {
    super.handleRowDescription(message);
    if (this.#describingAs === undefined) return;
    this.#described = true;
    this.#descriptions.set(this.#describingAs, {
      fields: message.fields,
      emptyRow: this._result._prebuiltEmptyResultObject,
    });
  }

  override handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    // A statement without rows is answered NoData (pg ignores it), never a RowDescription.
    if (this.#describingAs !== undefined && !this.#described)
      this.#descriptions.set(this.#describingAs, { fields: [], emptyRow: undefined });
    super.handleCommandComplete(message, connection);
  }

  /** What pg's handleRowDescription and the result's addFields would do with `known`. */
  #useDescription(known: StatementDescription): void {
    const result = this._result;
    result.fields = known.fields;
    if (known.fields.length > 0) {
      const parsers = result._types ?? (pgTypes as unknown as TypeParsers);
      result._parsers = known.fields.map((field) =>
        parsers.getTypeParser(field.dataTypeID, field.format || 'text'),
      );
    }
    result._prebuiltEmptyResultObject = known.emptyRow;
    this._accumulateRows = this.callback || !this.listeners('row').length;
  }
}

/** The connection as pg's prepare sees it, minus the Describe message. */
function withoutDescribe(connection: ProtocolConnection): ProtocolConnection {
  return Object.create(connection, { describe: { value: () => undefined } }) as ProtocolConnection;
}
