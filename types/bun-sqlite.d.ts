// bun:sqlite, only as far as server/bins/sqlite-store.ts uses it. @types/bun is not installed:
// its globals clash with the DOM and Node typings the rest of the repo compiles against.
declare module 'bun:sqlite' {
  /** What a column or a bound parameter may be (BLOBs come back as Uint8Array). */
  export type SQLQueryBindings = string | number | bigint | boolean | null | Uint8Array;

  export interface Changes {
    changes: number;
    lastInsertRowid: number | bigint;
  }

  export interface Statement<Row = unknown, Params extends SQLQueryBindings[] = SQLQueryBindings[]> {
    run(...params: Params): Changes;
    /** The first row, or null when there is none. */
    get(...params: Params): Row | null;
    all(...params: Params): Row[];
  }

  export interface DatabaseOptions {
    create?: boolean;
    readwrite?: boolean;
    /** Throw on missing parameters, and accept named parameters without their $ : @ prefix. */
    strict?: boolean;
  }

  /**
   * `fn` wrapped in BEGIN … COMMIT, rolled back when it throws (a savepoint when nested).
   * `.immediate` takes the write lock at BEGIN, so another process's write cannot make the
   * transaction fail half-way when it upgrades from reading to writing.
   */
  export interface Transaction<Args extends unknown[], Result> {
    (...args: Args): Result;
    immediate(...args: Args): Result;
  }

  export class Database {
    constructor(filename?: string, options?: DatabaseOptions);
    /** Runs one or more statements without results (DDL, pragmas). */
    run(sql: string, ...params: SQLQueryBindings[]): Changes;
    /** A statement compiled once and cached by its SQL text. */
    query<Row = unknown, Params extends SQLQueryBindings[] = SQLQueryBindings[]>(sql: string): Statement<Row, Params>;
    prepare<Row = unknown, Params extends SQLQueryBindings[] = SQLQueryBindings[]>(sql: string): Statement<Row, Params>;
    transaction<Args extends unknown[], Result>(fn: (...args: Args) => Result): Transaction<Args, Result>;
    close(throwOnError?: boolean): void;
  }
}
