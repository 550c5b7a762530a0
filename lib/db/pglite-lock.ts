import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** PGlite has no lock between processes (two servers on one folder lose rows), so we keep a pid lock file. */
export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${pid}). ` +
        `Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use Postgres.`,
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(lockPath, "utf8").trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DatabaseLockedError(dataDir, holder);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the database lock at ${lockPath}`);
}
