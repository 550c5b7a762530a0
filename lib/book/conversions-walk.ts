import "server-only";
import type { HedgingClient } from "@/lib/hedging";
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
}

/** Every page of the organization's conversions into the book; only a list read without a skipped row marks them read. */
export async function walkConversions({ reader, client, signal, passId, startedAt, add }: ConversionsWalk) {
  let skipped = 0;
  await reader.walk(
    (page, perPage) => client.listConversionsLeniently({ page, perPage, signal }),
    async (result) => {
      skipped += result.data.skipped;
      add(await recordConversions(result.data.items, { passId, body: result.body, skipped: result.data.skipped }));
    },
  );
  if (skipped === 0) await completeConversionsRead(startedAt);
}
