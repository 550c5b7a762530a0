import { setImmediate as nextTurn } from "node:timers/promises";
import { parse, PGlite, protocol, types, type QueryOptions, type Results } from "@electric-sql/pglite";
import { isBackground } from "./background";
import { readResult } from "./protocol-result";

/** Few plans kept: each lives in PGlite's WebAssembly memory, which never shrinks. */
export const PREPARED_STATEMENT_LIMIT = 32;

type Prepared = { name: string; parameterTypes: number[] };

// Postgres answers these when a kept statement no longer fits the tables (a migration altered them) or is gone.
const STALE_STATEMENT = new Set(["0A000", "26000"]);

const { serialize } = protocol;

/** How long a background statement gives way at most: busy pages never starve it. */
const BACKGROUND_WAIT_MS = 100;

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Each statement text prepared once and run in one protocol call: PGlite's `query` re-plans in the app's own CPU. */
export class PreparedPGlite extends PGlite {
  readonly #prepared = new Map<string, Prepared>();
  #evicted: string[] = [];
  #nextName = 1;
  /** Statements sent and not answered: those pages wait on, and background ones (lib/db/background.ts). */
  #foreground = 0;
  #background = 0;

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // COPY to or from a blob, and declared parameter types, stay with PGlite's own path.
    if (options?.blob || options?.paramTypes) return super.query<T>(text, params, options);
    await this._checkReady();
    const background = isBackground();
    // One background statement at a time, once no other is waiting: a page waits behind one at most, never a batch.
    if (background) {
      const until = performance.now() + BACKGROUND_WAIT_MS;
      while ((this.#foreground > 0 || this.#background > 0) && performance.now() < until) await nextTurn();
    }
    if (background) this.#background += 1;
    else this.#foreground += 1;
    try {
      return await this._runExclusiveTransaction(() =>
        this._runExclusiveQuery(async () => {
          try {
            return await this.#run<T>(text, params, options);
          } catch (error) {
            if (!STALE_STATEMENT.has((error as { code?: string }).code ?? "")) throw error;
            this.#forget(text);
            return this.#run<T>(text, params, options);
          }
        }),
      );
    } finally {
      if (background) this.#background -= 1;
      else this.#foreground -= 1;
    }
  }

  /** How many statements are kept prepared now (for tests). */
  get preparedStatements(): number {
    return this.#prepared.size;
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.#statement(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    // The answer's bytes as Postgres wrote them, read once here: PGlite's own parser copies every field twice.
    const chunks: Uint8Array[] = [];
    await this.execProtocolRawStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    // The query's own parsers first (drizzle passes new ones with every query), then the database's, then PGlite's.
    const own = options?.parsers;
    const parserFor = (type: number) => own?.[type] ?? this.parsers[type] ?? types.parsers[type];
    return readResult<T>(concat(chunks), parserFor, options?.rowMode ?? "object");
  }

  async #statement(text: string): Promise<Prepared> {
    const kept = this.#prepared.get(text);
    if (kept) {
      // Most recently used last: a Map keeps insertion order.
      this.#prepared.delete(text);
      this.#prepared.set(text, kept);
      return kept;
    }
    const name = `hedge_desk_${this.#nextName++}`;
    // Statements dropped from the cache are closed with the next new one, in the same call.
    const closes = this.#evicted.map((evicted) => serialize.close({ type: "S", name: evicted }));
    this.#evicted = [];
    const { messages } = await this.execProtocol(
      concat([...closes, serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(text, prepared);
    if (this.#prepared.size > PREPARED_STATEMENT_LIMIT) {
      const [oldest] = this.#prepared.keys();
      this.#forget(oldest!);
    }
    return prepared;
  }

  #forget(text: string) {
    const kept = this.#prepared.get(text);
    if (!kept) return;
    this.#prepared.delete(text);
    this.#evicted.push(kept.name);
  }
}
