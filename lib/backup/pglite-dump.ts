import { request } from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import type { Db } from "@/lib/db";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";
import { PGLITE_POSTGRESQL_CONF } from "@/lib/db/pglite-settings";
import * as schema from "@/lib/db/schema";

/** Where a running server answers for backups: a socket in the data folder, so only who may read the folder may ask. */
export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), "backup.sock");
/** Linux's limit on a socket's path (108 bytes with its end). */
export const SOCKET_PATH_MAX = 107;

/** The data folder as one gzipped tar, taken between two statements after a checkpoint: what a restart would find. */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec("CHECKPOINT");
  const dump = await client.dumpDataDir("gzip");
  return Buffer.from(await dump.arrayBuffer());
}

/** Asks the server running on `dataDir` for a dump; null when none answers there (no server, or an old one). */
export function dumpFromServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const asking = request({ socketPath: backupSocketPath(dataDir), method: "POST", path: "/backup" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`The running server could not make the backup: ${body.toString("utf8").trim()}`));
      });
      response.on("error", reject);
    });
    asking.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(null) : reject(error),
    );
    asking.end();
  });
}

/** With no server on the folder: its lock taken (a server starting meanwhile is refused), opened, dumped, closed. */
export async function dumpStoppedFolder(dataDir: string): Promise<Buffer> {
  const release = acquirePgliteLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, "pglite"), {
      postgresqlconf: PGLITE_POSTGRESQL_CONF,
      extensions: { pg_trgm },
    });
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** A dump opened as a database: in memory, or unpacked into `folder` (which must not hold one). */
export async function openDump(payload: Buffer, folder?: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = await PGlite.create({
    ...(folder && { dataDir: folder }),
    loadDataDir: new Blob([new Uint8Array(payload)]),
    postgresqlconf: PGLITE_POSTGRESQL_CONF,
    extensions: { pg_trgm },
  });
  return { db: drizzle(client, { schema }) as unknown as Db, close: () => client.close() };
}
