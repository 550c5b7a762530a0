// A throwaway Postgres on loopback for tests; as root it runs as the `postgres` user (Postgres refuses root).
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function findBinary(name) {
  const candidates = [name, `/usr/lib/postgresql/15/bin/${name}`];
  for (const candidate of candidates) {
    if (spawnSync(candidate, ["--version"], { stdio: "ignore" }).status === 0) return candidate;
  }
  throw new Error(
    `Postgres tests need the '${name}' program (PostgreSQL 15). Install it with: apt-get install -y postgresql`,
  );
}

/**
 * @param {{ port?: number }} [options] a fixed port (e.g. one of the ports a test run was given); default: any free one
 * @returns {Promise<{ url: string, dataDir: string, stop: () => void }>} dataDir holds postmaster.pid (the bench reads its CPU)
 */
export async function startThrowawayPostgres(options = {}) {
  const initdb = findBinary("initdb");
  const pgCtl = findBinary("pg_ctl");
  const dir = mkdtempSync(path.join(tmpdir(), "hedge-desk-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (bin, args) => {
    const [cmd, cmdArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
    execFileSync(cmd, cmdArgs, { stdio: ["ignore", "ignore", "pipe"] });
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = options.port ?? (await freePort());
  run(initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  run(pgCtl, [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, stop };
}
