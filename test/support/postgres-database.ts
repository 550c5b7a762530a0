import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { inject } from "vitest";

/** The Postgres server vitest's global setup started (postgres-global-setup.ts), or undefined when run without it. */
export function optionalPostgresUrl(): string | undefined {
  try {
    return inject("postgresUrl");
  } catch {
    return undefined; // run without the global setup: nothing to test against
  }
}

/** A fresh database on that server, for one test file: its URL, and drop() for afterwards. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`; // unique however often a file calls it
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
}
