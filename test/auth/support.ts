import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { Auth } from "@/lib/auth/auth";
import { RequestCookies } from "next/dist/server/web/spec-extension/cookies";
import { findSession, sessionCookieOf, type CookieJar } from "@/lib/auth/session-lookup";
import { openDatabase, type Database, type Db } from "@/lib/db";

/** Both drivers: a fresh PGlite folder, or the run's throwaway Postgres (shared: use unique ids). */
export const drivers = [
  ["pglite", () => openDatabase({ dataDir: tempDir() })],
  ["postgres", () => openDatabase({ url: inject("postgresUrl"), dataDir: tempDir() })],
] as const satisfies ReadonlyArray<readonly [string, () => Promise<Database>]>;

const dirs: string[] = [];
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "hedge-desk-auth-"));
  dirs.push(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** As pages and actions read it (lib/auth/session.ts): the request's cookie header, and Next's view of the cookies (`cookies()`), here of the same request. */
export async function sessionFor(auth: Auth, db: Db, headers: Headers, jar: CookieJar = new RequestCookies(headers)) {
  return findSession(db, headers.get("cookie"), await sessionCookieOf(auth), jar);
}
