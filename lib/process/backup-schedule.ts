import "server-only";
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "@/lib/env/server";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "backup" });
const LOOK_EVERY_MS = 10 * 60_000;
const FIRST_LOOK_AFTER_MS = 30_000;
const NAME = /^hedge-desk-\d{8}T\d{6}Z\.backup$/;

/** When a scheduled backup was made, from its name (a copied file keeps it; its modification time may not). */
const madeAt = (name: string) =>
  Date.parse(name.replace(/^hedge-desk-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup$/, "$1-$2-$3T$4:$5:$6Z"));

/** The scheduled backups' files in `dir`, newest first (their names sort by time). */
export const backupFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();

/** Through `npm run db:backup` in a child process, so its checks cost the server nothing; a new file each time. */
export function startScheduledBackups(driver: "pglite" | "postgres"): void {
  const dir = serverEnv.BACKUP_DIR;
  if (!dir) return;
  if (driver !== "pglite") {
    log.warn(
      "BACKUP_DIR is for the embedded database: back up Postgres with its own tools (docs/deploying.md#backups)",
    );
    return;
  }
  mkdirSync(dir, { recursive: true });
  const intervalMs = serverEnv.BACKUP_INTERVAL_MINUTES * 60_000;
  let busy = false;
  const look = async () => {
    if (busy) return;
    const [newest] = backupFiles(dir);
    if (newest && Date.now() - madeAt(newest) < intervalMs) return;
    busy = true;
    try {
      const file = path.join(dir, `hedge-desk-${new Date().toISOString().replace(/[-:]/g, "").slice(0, 15)}Z.backup`);
      await runBackup(file);
      log.info({ file }, "backup: written");
      for (const old of backupFiles(dir).slice(serverEnv.BACKUP_KEEP)) rmSync(path.join(dir, old));
    } catch (error) {
      log.error({ err: error }, "backup: the scheduled backup failed");
    } finally {
      busy = false;
    }
  };
  setTimeout(() => {
    void look();
    setInterval(() => void look(), Math.min(LOOK_EVERY_MS, intervalMs)).unref();
  }, FIRST_LOOK_AFTER_MS).unref();
}

function runBackup(file: string): Promise<void> {
  const tsx = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, "scripts/db-backup.ts", "--out", file], {
      cwd: process.cwd(),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(errors.trim() || `exit ${code}`))));
  });
}
