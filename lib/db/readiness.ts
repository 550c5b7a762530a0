import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "./index";
import { migrationsFolder } from "./migrate";

export interface Readiness {
  ready: boolean;
  database: "ok" | "unreachable";
  migrations: "current" | "behind" | "unknown";
}

let newestMigration: number | undefined;
/** The newest migration this build ships; read once, as the folder does not change under a running server. */
const newest = () =>
  (newestMigration ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((entry) => entry.folderMillis)));

/** The balancer's question: database answers and is migrated; never the service or the book, which fail every instance alike. */
export async function checkReadiness(db: () => Promise<Db>, timeoutMs = 2_000): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the database did not answer in time")), timeoutMs);
  });
  try {
    const result = await Promise.race([
      db().then((handle) =>
        handle.execute<{ last: string | null }>(
          sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
        ),
      ),
      late,
    ]);
    const last = (result as unknown as { rows: { last: string | null }[] }).rows[0]?.last;
    const current = last != null && Number(last) >= newest();
    return { ready: current, database: "ok", migrations: current ? "current" : "behind" };
  } catch {
    return { ready: false, database: "unreachable", migrations: "unknown" };
  } finally {
    clearTimeout(timer);
  }
}
