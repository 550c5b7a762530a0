import "server-only";
import { chmodSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import { backupSocketPath, dumpPglite, SOCKET_PATH_MAX } from "@/lib/backup/pglite-dump";
import type { Database } from "@/lib/db";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "backup" });
// Per process, on globalThis as Next may load this module twice: one socket.
const local = globalThis as unknown as { hedgeDeskBackupSocket?: boolean };

/** This process owns the embedded database, so db:backup asks it, through a socket only the folder's owner may open. */
export function openBackupSocket(database: Database, dataDir: string): void {
  if (database.driver !== "pglite" || local.hedgeDeskBackupSocket) return;
  const socketPath = backupSocketPath(dataDir);
  if (socketPath.length > SOCKET_PATH_MAX) {
    log.warn(
      { socketPath },
      "backup: the data folder's path is too long for a socket; npm run db:backup needs the server stopped",
    );
    return;
  }
  local.hedgeDeskBackupSocket = true;
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const server = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/backup") return void response.writeHead(404).end("Not found\n");
    dumpPglite(client).then(
      (dump) => response.writeHead(200, { "Content-Type": "application/octet-stream" }).end(dump),
      (error: unknown) => {
        log.error({ err: error }, "backup: the database could not be copied");
        response.writeHead(500).end(`${String(error)}\n`);
      },
    );
  });
  rmSync(socketPath, { force: true }); // a socket a killed server left: this process holds the folder's lock now
  server.listen(socketPath, () => chmodSync(socketPath, 0o600));
  server.on("error", (error) => log.error({ err: error }, "backup: the backup socket could not open"));
  server.unref();
  process.once("exit", () => rmSync(socketPath, { force: true }));
}
