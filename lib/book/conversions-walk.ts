import "server-only";
import type { HedgingClient } from "@/lib/hedging";
import { sleep } from "./pacer";
import type { PagedReader } from "./paged-reader";
import { completeConversionsRead } from "./read-outcomes";
import { recordConversions } from "./store";

interface ConversionsWalk {
  reader: PagedReader;
  client: HedgingClient;
  signal: AbortSignal;
  passId: number;
  startedAt: Date;
  add: (recorded: { rows: number; skipped: number }) => void;
  /** The least time from one page to the next: the scheduled sync keeps this walk to a share of the rate. */
  pageGapMs?: number;
}

/** Every page of the organization's conversions into the book; only a list read without a skipped row marks them read. */
export async function walkConversions(walk: ConversionsWalk) {
  const { reader, client, signal, passId, startedAt, add, pageGapMs = 0 } = walk;
  let skipped = 0;
  let pageAt = performance.now();
  await reader.walk(
    (page, perPage) => client.listConversionsLeniently({ page, perPage, signal }),
    async (result) => {
      skipped += result.data.skipped;
      add(await recordConversions(result.data.items, { passId, body: result.body, skipped: result.data.skipped }));
      if (pageGapMs > 0) await sleep(Math.max(0, pageAt + pageGapMs - performance.now()), signal);
      pageAt = performance.now();
    },
  );
  if (skipped === 0) await completeConversionsRead(startedAt);
}
