import { count, eq, getTableName, sql } from "drizzle-orm";
import { Client, Pool, type DatabaseError } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { auditMutation, recordRefusal } from "@/lib/audit/audit";
import { createStaffAccount } from "@/lib/auth/accounts";
import { createAuth } from "@/lib/auth/auth";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { openDatabase, type Database } from "@/lib/db";
import { checkRuntimeRole } from "@/lib/db/grants";
import { migrateAsOwner, runtimeRoleName } from "@/lib/db/owner-migrate";
import { auditEvents, authUsers, sandboxTables } from "@/lib/db/schema";
import { removeTempDirs, tempDir, unique } from "../auth/support";

/** Postgres with two roles, as docs/deploying.md sets them up: the app's own role cannot erase or unprotect the trail. */

const suffix = `${process.pid}_${Date.now().toString(36)}`;
const owner = `hd_owner_${suffix}`;
const app = `hd_app_${suffix}`;
const migrated = `hd_roles_${suffix}`;
const fresh = `hd_roles_fresh_${suffix}`;
const upgraded = `hd_roles_upgraded_${suffix}`;
const base = inject("postgresUrl");

function urlFor(user: string, database: string): string {
  const url = new URL(base);
  url.username = user;
  url.pathname = `/${database}`;
  return url.toString();
}

async function asSuperuser<T>(run: (client: Client) => Promise<T>, database = "postgres"): Promise<T> {
  const client = new Client({ connectionString: urlFor(new URL(base).username, database) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const ctx = { user: { id: "staff-1", email: "operator@example.test" }, requestId: "req-roles" };
let appClient: Client;
let appDatabase: Database;

beforeAll(async () => {
  await asSuperuser(async (admin) => {
    await admin.query(`CREATE ROLE ${owner} LOGIN`);
    await admin.query(`CREATE ROLE ${app} LOGIN`);
    await admin.query(`CREATE DATABASE ${migrated} OWNER ${owner}`);
    await admin.query(`CREATE DATABASE ${fresh} OWNER ${owner}`);
  });
  const result = await migrateAsOwner({
    migrationUrl: urlFor(owner, migrated),
    appRole: runtimeRoleName({ DATABASE_URL: urlFor(app, migrated) }),
  });
  expect(result.applied).toBeGreaterThan(0);
  // Without DATABASE_MIGRATION_URL: the tables belong to another role, so the app only checks the schema.
  appDatabase = await openDatabase({ url: urlFor(app, migrated), dataDir: tempDir() });
  await recordRefusal({ ctx, action: "hedge.cancel", errorKind: "precondition" }, appDatabase.db);
  appClient = new Client({ connectionString: urlFor(app, migrated) });
  await appClient.connect();
}, 120_000);

afterAll(async () => {
  await appClient?.end();
  await appDatabase?.close();
  vi.unstubAllEnvs();
  const { closeDatabase } = await import("@/lib/db");
  await closeDatabase().catch(() => {});
  await asSuperuser(async (admin) => {
    for (const database of [migrated, fresh, upgraded])
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    for (const role of [app, owner]) await admin.query(`DROP ROLE IF EXISTS ${role}`);
  });
  removeTempDirs();
});

async function refusalOf(query: string): Promise<{ code?: string; message: string } | undefined> {
  return appClient.query(query).then(
    () => undefined,
    (error: DatabaseError) => ({ code: error.code, message: error.message }),
  );
}

const trailRows = async () => (await appDatabase.db.select({ n: count() }).from(auditEvents))[0]?.n;

describe("the app's own role on Postgres", () => {
  // 42501 alone would not do: the append-only trigger also raises it; the message says which check refused.
  const ownerOnly = /^must be owner of (table|relation) audit_events$/;
  const notGranted = /^permission denied for table audit_events$/;
  it.each([
    ["DISABLE TRIGGER", "ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete", ownerOnly],
    ["DISABLE TRIGGER ALL", "ALTER TABLE audit_events DISABLE TRIGGER ALL", ownerOnly],
    ["DROP TRIGGER", "DROP TRIGGER audit_events_no_update_delete ON audit_events", ownerOnly],
    ["DROP TABLE", "DROP TABLE audit_events", ownerOnly],
    ["DELETE", "DELETE FROM audit_events", notGranted],
    ["UPDATE", "UPDATE audit_events SET staff_email = 'someone-else@example.test'", notGranted],
    ["TRUNCATE", "TRUNCATE audit_events", notGranted],
    [
      "replace the trigger's function",
      "CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END; $$",
      /^(permission denied for schema public|must be owner of function audit_events_refuse_change)$/,
    ],
    ["take the owner role", `SET ROLE ${owner}`, /^permission denied to set role/],
    [
      "reset the trail's id sequence",
      "SELECT setval('audit_events_id_seq', 1)",
      /^permission denied for sequence audit_events_id_seq$/,
    ],
  ])("cannot %s on the audit trail (permission denied, 42501)", async (_label, query, message) => {
    const before = await trailRows();
    expect(before).toBeGreaterThan(0);
    const refusal = await refusalOf(query);
    expect(refusal?.code).toBe("42501");
    expect(refusal?.message).toMatch(message);
    expect(await trailRows()).toBe(before);
  });

  it("writes and reads the trail through lib/audit: an attempt and its outcome", async () => {
    const result = await auditMutation(
      { ctx, action: "hedge.accept", customerId: "c-1" },
      async () => ({ requestId: "up-1" }),
      appDatabase.db,
    );
    expect(result).toEqual({ requestId: "up-1" });
    const rows = await appDatabase.db.select().from(auditEvents).where(eq(auditEvents.action, "hedge.accept"));
    expect(rows.map((row) => row.outcome).sort()).toEqual(["attempt", "succeeded"]);
  });

  it("changes a book leg (its trigger records the change as the app) and adds notes it cannot change or remove", async () => {
    await appClient.query(
      `INSERT INTO book_legs (id, dual_hedge_id, customer_id, status, raw) VALUES ('leg-r1', 'dh-r1', 'c-r1', 'Active', '{}')`,
    );
    await appClient.query(`UPDATE book_legs SET status = 'Cancelled', last_seen_at = now() WHERE id = 'leg-r1'`);
    const changes = await appClient.query(`SELECT field, before, after FROM book_leg_changes WHERE leg_id = 'leg-r1'`);
    expect(changes.rows).toEqual([{ field: "status", before: "Active", after: "Cancelled" }]);
    expect((await refusalOf("DELETE FROM book_leg_changes"))?.message).toMatch(/^permission denied for table/);

    await appClient.query(
      `INSERT INTO customer_notes (customer_id, text, staff_user_id, staff_email) VALUES ('c-r1', 'Called about renewal', 's-1', 'op@example.test')`,
    );
    expect((await refusalOf("UPDATE customer_notes SET text = 'changed'"))?.message).toMatch(
      /^permission denied for table/,
    );
    expect((await refusalOf("DELETE FROM customer_notes"))?.message).toMatch(/^permission denied for table/);
  });

  it("signs a staff member in (users, accounts, sessions, rate limit and the secret are the app's to write)", async () => {
    const secret = await resolveAuthSecret(appDatabase.db, { embeddedSandbox: true });
    const auth = createAuth(appDatabase.db, {
      baseURL: "http://127.0.0.1:3999",
      trustedOrigins: ["http://127.0.0.1:3999"],
      secret,
      sessionMaxAgeSeconds: 3600,
      signInLimit: { max: 5, windowSeconds: 60 },
      allowDemoAccounts: false,
    });
    const email = `${unique("roles")}@example.test`;
    const password = "correct horse battery staple";
    await createStaffAccount(appDatabase.db, { email, password, role: "operator" });
    const signedIn = await auth.api.signInEmail({ body: { email, password } });
    expect(signedIn.token).toEqual(expect.any(String));
    // A role change is an UPDATE the app makes.
    const changed = await appDatabase.db
      .update(authUsers)
      .set({ role: "admin" })
      .where(eq(authUsers.email, email))
      .returning();
    expect(changed[0]?.role).toBe("admin");
  });

  it("the sandbox's reset (TRUNCATE of its tables) works, and its VACUUM ANALYZE is skipped with a warning, not an error", async () => {
    const tables = sandboxTables.map((table) => `"${getTableName(table)}"`).join(", ");
    await appDatabase.db.execute(sql.raw(`TRUNCATE ${tables}`));
    await appDatabase.db.execute(sql.raw(`VACUUM ANALYZE ${tables}`));
  });

  it("with DATABASE_MIGRATION_URL set, the app's start-up checks the schema and takes a mutation lock as its own role", async () => {
    vi.stubEnv("DATABASE_URL", urlFor(app, migrated));
    vi.stubEnv("DATABASE_MIGRATION_URL", urlFor(owner, migrated));
    vi.resetModules();
    const { getDatabase, closeDatabase } = await import("@/lib/db");
    const { withMutationLock } = await import("@/lib/locks/mutation-lock");
    expect((await getDatabase()).driver).toBe("postgres");
    const ran = await withMutationLock(
      { key: `roles:${suffix}`, action: "hedge.cancel", staffUserId: "staff-1" },
      async () => "sent",
    );
    expect(ran).toBe("sent");
    await closeDatabase();
  });

  it("db:migrate refuses a runtime role that is the owner, or a member of it", async () => {
    const pool = new Pool({ connectionString: urlFor(owner, migrated), max: 1 });
    const client = await pool.connect();
    try {
      await expect(checkRuntimeRole(client, owner)).rejects.toThrow(/must not be able to act as the owner/);
      await asSuperuser((admin) => admin.query(`GRANT ${owner} TO ${app}`));
      await expect(checkRuntimeRole(client, app)).rejects.toThrow("a member of it");
      await asSuperuser((admin) => admin.query(`REVOKE ${owner} FROM ${app}`));
      await expect(checkRuntimeRole(client, app)).resolves.toBeUndefined();
    } finally {
      client.release();
      await pool.end();
    }
  });
});

describe("a database the app migrated itself before (one role)", () => {
  it("db:migrate refuses until its tables are handed to the owner, as docs/deploying.md says, then takes over", async () => {
    await asSuperuser((admin) => admin.query(`CREATE DATABASE ${upgraded} OWNER ${app}`));
    const before = await openDatabase({ url: urlFor(app, upgraded), dataDir: tempDir() });
    await recordRefusal({ ctx, action: "hedge.cancel", errorKind: "precondition" }, before.db);
    await before.close();
    const migrateAgain = () => migrateAsOwner({ migrationUrl: urlFor(owner, upgraded), appRole: app });

    await asSuperuser((admin) => admin.query(`ALTER DATABASE ${upgraded} OWNER TO ${owner}`));
    await expect(migrateAgain()).rejects.toThrow(`REASSIGN OWNED BY "${app}" TO "${owner}"`);
    await asSuperuser((admin) => admin.query(`REASSIGN OWNED BY ${app} TO ${owner}`), upgraded);
    await expect(migrateAgain()).resolves.toMatchObject({ applied: 0 });

    const client = new Client({ connectionString: urlFor(app, upgraded) });
    await client.connect();
    try {
      await expect(client.query("ALTER TABLE audit_events DISABLE TRIGGER ALL")).rejects.toMatchObject({
        code: "42501",
      });
      await expect(client.query("DELETE FROM audit_events")).rejects.toThrow(
        "permission denied for table audit_events",
      );
      expect((await client.query("SELECT count(*)::int AS n FROM audit_events")).rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
  });
});

describe("start-up on a database db:migrate has not migrated", () => {
  it("refuses to start with DATABASE_MIGRATION_URL set, naming npm run db:migrate", async () => {
    vi.stubEnv("DATABASE_URL", urlFor(app, fresh));
    vi.stubEnv("DATABASE_MIGRATION_URL", urlFor(owner, fresh));
    vi.resetModules();
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void errors.push(String(line)));
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    try {
      const { startServerLifecycle } = await import("@/lib/process/lifecycle");
      await expect(startServerLifecycle()).rejects.toThrow("exit 1");
    } finally {
      exit.mockRestore();
      vi.mocked(console.error).mockRestore();
    }
    expect(errors.join("\n")).toContain("[hedge-desk] The database schema is not current (0 of");
    expect(errors.join("\n")).toContain("Run `npm run db:migrate` (with DATABASE_MIGRATION_URL) first");
    // It did not migrate: the fresh database still has no tables.
    const tables = await asSuperuser(
      (admin) => admin.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"),
      fresh,
    );
    expect(tables.rows[0]?.n).toBe(0);
  });
});
