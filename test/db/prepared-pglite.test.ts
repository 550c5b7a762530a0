import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inBackground } from "@/lib/db/background";
import { PREPARED_STATEMENT_LIMIT, PreparedPGlite } from "@/lib/db/prepared-pglite";

// Both in memory: the prepared path must answer exactly what PGlite's own `query` answers.
let prepared: PreparedPGlite;
let plain: PGlite;

const SETUP = `
  create table legs (id uuid primary key, amount numeric, status text, end_at timestamptz, tags text[]);
  insert into legs values
    ('00000000-0000-4000-8000-000000000001', 1234.5600, 'Active', '2026-12-01T10:00:00Z', '{a,b}'),
    ('00000000-0000-4000-8000-000000000002', null, 'O''Brien; --', null, null);`;

beforeAll(async () => {
  prepared = new PreparedPGlite();
  plain = new PGlite();
  await Promise.all([prepared.exec(SETUP), plain.exec(SETUP)]);
});
afterAll(async () => {
  await Promise.all([prepared.close(), plain.close()]);
});

const preparedNames = async () =>
  (await prepared.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (row) => row.name,
  );

describe("PreparedPGlite", () => {
  it.each([
    ["object rows", {}],
    ["array rows", { rowMode: "array" as const }],
  ])("answers what PGlite's own query answers (%s)", async (_, options) => {
    const text = "select id, amount, status, end_at, tags from legs where status <> $1 or end_at < $2 order by id";
    const params = ["none", new Date("2027-01-01T00:00:00Z")];
    const [ours, theirs] = await Promise.all([
      prepared.query(text, params, options),
      plain.query(text, params, options),
    ]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows).toHaveLength(2);
  });

  it.each([
    ["object rows", {}],
    ["array rows", { rowMode: "array" as const }],
    // As drizzle asks: dates and timestamps left as Postgres wrote them.
    [
      "the query's own parsers",
      { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: String, [types.DATE]: String } },
    ],
  ])(
    "reads every type as PGlite's own parser does, a value larger than one output chunk too (%s)",
    async (_, options) => {
      // Read from the raw answer (lib/db/protocol-result.ts): 600,000 bytes of two-byte characters span several chunks.
      const text = `select $1::text as given, 42::int2 as small, 9007199254740993::int8 as big, 1.5::float4 as f4,
      2.25::float8 as f8, true as yes, '\\x00ff'::bytea as raw, '{"a":[1,2]}'::jsonb as doc, '{"b":1}'::json as j,
      '2026-11-26'::date as day, '2026-11-26 10:00:00'::timestamp as local, '2026-11-26 10:00:00+01'::timestamptz as at,
      12345678901234567890.123456789::numeric as exact, '00000000-0000-4000-8000-000000000009'::uuid as id,
      array[1, null, 3]::int4[] as ints, array['a', null, 'b,c']::text[] as texts, interval '1 day 2 hours' as span,
      null::text as nothing, repeat('é', 300000) as long, 'a' as "a", 'b' as "a"`;
      const [ours, theirs] = await Promise.all([
        prepared.query(text, ["O'Brien; ünïcode ✓"], options),
        plain.query(text, ["O'Brien; ünïcode ✓"], options),
      ]);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.fields).toHaveLength(21);
      expect(Object.values(ours.rows[0] as object)).toContain("é".repeat(300000));
    },
  );

  it("answers an empty result with its fields, as PGlite does", async () => {
    const text = "select id, amount from legs where status = $1";
    const [ours, theirs] = await Promise.all([prepared.query(text, ["none"]), plain.query(text, ["none"])]);
    expect(ours).toEqual(theirs);
    expect(ours.fields.map((field) => field.name)).toEqual(["id", "amount"]);
  });

  it("keeps one named statement per text and binds values, never writing them into the SQL", async () => {
    const text = "select status from legs where status = $1";
    const before = (await preparedNames()).length;
    for (let i = 0; i < 3; i++)
      expect((await prepared.query(text, ["O'Brien; --"])).rows).toEqual([{ status: "O'Brien; --" }]);
    // The lookup of pg_prepared_statements is itself a statement kept the first time.
    expect((await preparedNames()).length).toBe(before + 1);
  });

  it("reports writes and their row counts as PGlite does", async () => {
    const text = "update legs set status = $1 where amount is null";
    const ours = await prepared.query(text, ["Cancelled"]);
    const theirs = await plain.query(text, ["Cancelled"]);
    expect(ours.affectedRows).toBe(1);
    expect(ours.affectedRows).toBe(theirs.affectedRows);
  });

  it("keeps at most its limit of statements prepared, closing the least recently used", async () => {
    for (let i = 0; i < PREPARED_STATEMENT_LIMIT + 40; i++) await prepared.query(`select ${i} as n`);
    expect(prepared.preparedStatements).toBe(PREPARED_STATEMENT_LIMIT);
    // Closed in the same call as the next new statement: at most one more than the limit is still open.
    expect((await preparedNames()).length).toBeLessThanOrEqual(PREPARED_STATEMENT_LIMIT + 1);
    expect((await prepared.query("select 1 as n")).rows).toEqual([{ n: 1 }]);
  });

  it("prepares a statement again when its table changed shape", async () => {
    await prepared.exec("create table shapes (a int); insert into shapes values (1)");
    expect((await prepared.query("select * from shapes")).rows).toEqual([{ a: 1 }]);
    await prepared.exec("alter table shapes add column b text default 'x'");
    expect((await prepared.query("select * from shapes")).rows).toEqual([{ a: 1, b: "x" }]);
  });

  it("throws Postgres's error with its code, and the next statement runs", async () => {
    const insert = "insert into legs (id, status) values ($1, $2)";
    await expect(prepared.query(insert, ["00000000-0000-4000-8000-000000000001", "Active"])).rejects.toMatchObject({
      code: "23505",
    });
    await expect(prepared.query("select count(*)::int as n from legs")).resolves.toMatchObject({ rows: [{ n: 2 }] });
    await expect(prepared.query("select * from no_such_table")).rejects.toMatchObject({ code: "42P01" });
    // The same error PGlite throws: its message, detail and constraint, not only the code.
    const [ours, theirs] = await Promise.all(
      [prepared, plain].map((db) =>
        db.query(insert, ["00000000-0000-4000-8000-000000000001", "Active"]).catch((error: unknown) => error),
      ),
    );
    expect(ours).toBeInstanceOf(Error);
    // PGlite's `query` also notes the statement and its values on the error; drizzle wraps it with both anyway.
    const { query, params, queryOptions, ...postgres } = theirs as Record<string, unknown>;
    expect([query, params, queryOptions]).toEqual([
      insert,
      ["00000000-0000-4000-8000-000000000001", "Active"],
      undefined,
    ]);
    expect({ ...(ours as object), message: (ours as Error).message }).toEqual({
      ...postgres,
      message: (theirs as Error).message,
    });
  });

  it("leaves transactions on PGlite's own path, rolled back on error", async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query("update legs set status = $1", ["Gone"]);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    const { rows } = await prepared.query<{ status: string }>("select status from legs where status = $1", ["Gone"]);
    expect(rows).toEqual([]);
  });

  it("runs concurrent statements one at a time, each with its own values", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => prepared.query<{ n: number }>("select $1::int * 2 as n", [i])),
    );
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it("sends background statements after the ones pages wait on, one background statement at a time", async () => {
    const answered: string[] = [];
    const send = (name: string) => prepared.query("select $1::text as name", [name]).then(() => answered.push(name));
    // All sent in one turn, the background first: without the turns, the database would answer in the order sent.
    const background = inBackground(() => Promise.all(["figures 1", "figures 2", "figures 3"].map(send)));
    await Promise.all([send("page 1"), send("page 2"), background]);
    expect(answered).toEqual(["figures 1", "page 1", "page 2", "figures 2", "figures 3"]);
  });
});
