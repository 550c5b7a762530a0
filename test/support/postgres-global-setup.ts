import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs script shared with scripts/test.mjs and the benchmark.
import { startThrowawayPostgres } from "../../scripts/postgres-throwaway.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway Postgres 15 for the whole run; tests that need it read `inject("postgresUrl")`. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide("postgresUrl", process.env.TEST_POSTGRES_URL);
    return;
  }
  const postgres = await startThrowawayPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
