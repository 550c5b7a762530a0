import "server-only";
import { CSV_CONTENT_TYPE } from "@/lib/format/csv";
import { logger } from "@/lib/log/logger";

export type CsvEnd = { rows: number; ending: "complete" | "failed" | "cancelled" };

/** A CSV file streamed batch by batch as the browser pulls; a failure after the headers ends it short, and the log says why. `onEnd` runs once, however it ended. */
export function csvDownload<T>({ head, batches, line, filename, log, onEnd }: {
  head: string;
  batches: AsyncGenerator<T[]>;
  line: (row: T) => string;
  filename: string;
  log: Record<string, unknown>;
  onEnd?: (end: CsvEnd) => Promise<void>;
}): Response {
  const encoder = new TextEncoder();
  let rows = 0;
  let ended = false;
  const end = async (ending: CsvEnd["ending"]) => {
    if (ended || !onEnd) return;
    ended = true;
    await onEnd({ rows, ending }).catch((error: unknown) => logger.error({ err: error, ...log }, "CSV export end not recorded"));
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          await end("complete");
          return controller.close();
        }
        rows += next.value.length;
        controller.enqueue(encoder.encode(next.value.map(line).join("")));
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
