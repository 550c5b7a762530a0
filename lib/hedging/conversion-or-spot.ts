import "server-only";
import type { HedgingClient } from "./client-api";
import { isHedgingError } from "./errors";
import { hedging } from "./index";
import type { Conversion } from "@/lib/wire";

/**
 * TEMPORARY, remove on or after 15 July 2027 (SPOT_REMOVAL_DATE).
 *
 * `GET /spots/{spotId}` is deprecated (spec part 9, shared/spec/gaps.md) and the hedging service
 * removes it on 15 July 2027 (its `Sunset` header; the sandbox's `SPOT_SUNSET`). Until then an
 * older record may be known to the service only as a spot: `GET /conversions/{id}` answers 404
 * for it while `GET /spots/{id}` still finds it. This file is the whole of that fallback.
 *
 * Removing it is all it takes: delete this file and its test, and in its one call site,
 * app/(dashboard)/conversions/[conversionId]/page.tsx, read `hedging().getConversion({ conversionId })`
 * instead and drop the `source === "spot"` notice (components/conversions/spot-fallback-notice.tsx).
 * Nothing else knows spots exist.
 */
export const SPOT_REMOVAL_DATE = "2027-07-15";

export type ConversionSource = "conversion" | "spot";

export interface ConversionOrSpot {
  conversion: Conversion;
  /** "spot" when only the deprecated endpoint knew the id: the page says so. */
  source: ConversionSource;
  /** The request id of the call that answered. */
  requestId: string;
}

/**
 * One conversion: `GET /conversions/{id}`, and only when that answers 404, the deprecated
 * `GET /spots/{id}`. Any other failure of the first call (503, timeout, ...) is thrown as it is:
 * a spot lookup would not make an unavailable service available. When both answer 404 the
 * conversion's 404 is thrown (kind "not-found"): it names the endpoint that outlives this file.
 */
export async function getConversionOrSpot(
  input: { conversionId: string; requestId?: string },
  client: HedgingClient = hedging(),
): Promise<ConversionOrSpot> {
  try {
    const { data, requestId } = await client.getConversion(input);
    return { conversion: data, source: "conversion", requestId };
  } catch (error) {
    if (!isHedgingError(error) || error.kind !== "not-found") throw error;
    try {
      // Deprecated on purpose: the point of this file, until SPOT_REMOVAL_DATE.
      const { data, requestId } = await client.getSpot({ spotId: input.conversionId, requestId: input.requestId });
      return { conversion: data, source: "spot", requestId };
    } catch (spotError) {
      if (isHedgingError(spotError) && spotError.kind === "not-found") throw error;
      throw spotError;
    }
  }
}
