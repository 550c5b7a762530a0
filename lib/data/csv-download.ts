import "server-only";
import { CSV_CONTENT_TYPE } from "@/lib/domain/csv";
import { logger } from "@/lib/log/logger";

/** A CSV file streamed batch by batch as the browser pulls; a failure after the headers ends it short, and the log says why. */
export function csvDownload<T>({ head, batches, line, filename, log }: {
  head: string;
  batches: AsyncGenerator<T[]>;
  line: (row: T) => string;
  filename: string;
  log: Record<string, unknown>;
}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map(line).join("")));
      } catch (error) {
        logger.error({ err: error, ...log }, "CSV export failed part-way");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: { "content-type": CSV_CONTENT_TYPE, "content-disposition": `attachment; filename="${filename}"`, "cache-control": "no-store" },
  });
}
