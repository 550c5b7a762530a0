import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The world of an actions test: a fresh embedded database, and the real sandbox on a local port as
 * the hedging service, with the environment pointing at both. Only node modules are imported
 * statically, so the environment is set before anything of ours reads it.
 */
export async function startActionsUpstream(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hedge-desk-${name}-`));
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  const { startSandboxUpstream } = await import("./sandbox-upstream");
  const upstream = await startSandboxUpstream();
  process.env.HEDGING_API_BASE_URL = upstream.baseUrl;
  process.env.HEDGING_API_CLIENT_ID = "sandbox-partner";
  process.env.HEDGING_API_CLIENT_SECRET = "sandbox-secret";
  return { dataDir, upstream };
}
