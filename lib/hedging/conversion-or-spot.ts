import "server-only";
import type { HedgingClient } from "./client-api";
import { isHedgingError } from "./errors";
import { hedging } from "./index";
import type { Conversion } from "@/lib/wire";

/** TEMPORARY until SPOT_REMOVAL_DATE: then delete this file and its test, and read getConversion at its one call site. */
export const SPOT_REMOVAL_DATE = "2027-07-15";

export type ConversionSource = "conversion" | "spot";

export interface ConversionOrSpot {
  conversion: Conversion;
  source: ConversionSource;
  requestId: string;
}

/** The deprecated spot lookup only after a 404; when both are 404 the conversion's is thrown. */
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
