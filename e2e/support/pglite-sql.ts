import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * One SQL statement on a stopped own server's embedded database (PGlite has no lock between processes: the server
 * must be down). In a child process, as `npm run user:create` is; the rows it changed, from the child's output.
 */
export function runSqlOnStoppedServer({ dataDir, sql }: { dataDir: string; sql: string }): number {
  const script = `
    import { PGlite } from "@electric-sql/pglite";
    const client = await PGlite.create(process.env.PGLITE_DIR);
    const result = await client.query(process.env.SQL);
    await client.close();
    console.log(JSON.stringify({ affectedRows: result.affectedRows ?? 0 }));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, PGLITE_DIR: path.join(dataDir, "pglite"), SQL: sql },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`SQL on ${dataDir} failed: ${run.stderr}`);
  return (JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { affectedRows: number }).affectedRows;
}
