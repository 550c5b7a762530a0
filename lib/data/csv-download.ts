import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { inBackground } from "@/lib/db/background";
import { CSV_CONTENT_TYPE } from "@/lib/format/csv";
import { logger } from "@/lib/log/logger";

export type CsvEnd = { rows: number; ending: "complete" | "failed" | "cancelled" | "signed-out" };

/** What keeps an export in bounds while it streams (lib/data/export-gate.ts). */
export interface CsvGuard {
  /** Asked before each batch after the first: false once the person's session has ended (signed out, disabled). */
  stillAllowed: () => Promise<boolean>;
  /** Frees the export's place in the limits, once, however it ended. */
  release: () => void;
}

/** The session ended while the file was being written: it stops there, short, and the trail says so. */
export class ExportSessionEnded extends Error {
  override readonly name = "ExportSessionEnded";
}

/** How long an export rests after each batch, as a multiple of the time the batch took. */
const REST_PER_BATCH = 2;

/** A CSV streamed a batch per pull, others' work between batches; a failure ends it short; `onEnd` runs once. */
export function csvDownload<T>({ head, batches, line, filename, log, onEnd, guard }: {
  head: string;
  batches: AsyncGenerator<T[]>;
  line: (row: T) => string;
  filename: string;
  log: Record<string, unknown>;
  onEnd?: (end: CsvEnd) => Promise<void>;
  guard?: CsvGuard;
}): Response {
  const encoder = new TextEncoder();
  let rows = 0;
  let pulls = 0;
  let lastBatchMs = 0;
  let ended = false;
  const end = async (ending: CsvEnd["ending"]) => {
    if (ended) return;
    ended = true;
    guard?.release();
    await onEnd?.({ rows, ending }).catch((error: unknown) => logger.error({ err: error, ...log }, "CSV export end not recorded"));
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      try {
        pulls += 1;
        if (pulls > 1) {
          // A rest twice as long as the last batch took: an export uses at most a third of the process (and of an
          // embedded database, which serves one query at a time), so another person's page takes at most half as long
          // again as it would alone. A session that ended stops the file.
          await sleep(REST_PER_BATCH * lastBatchMs);
          if (guard && !(await guard.stillAllowed())) {
            logger.info({ ...log, rows }, "CSV export stopped: the session ended");
            await end("signed-out");
            await batches.return(undefined);
            return controller.error(new ExportSessionEnded("The session ended while the export was written"));
          }
        }
        const batchStarted = performance.now();
        const next = await inBackground(() => batches.next());
        if (next.done) {
          await end("complete");
          return controller.close();
        }
        rows += next.value.length;
        controller.enqueue(encoder.encode(next.value.map(line).join("")));
        lastBatchMs = performance.now() - batchStarted;
      } catch (error) {
        logger.error({ err: error, ...log }, "CSV export failed part-way");
        await end("failed");
        controller.error(error);
      }
    },
    async cancel() {
      await end("cancelled");
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: { "content-type": CSV_CONTENT_TYPE, "content-disposition": `attachment; filename="${filename}"`, "cache-control": "no-store" },
  });
}
