"use server";

import { hedging } from "@/lib/hedging";
import { listConversionsSchema } from "@/lib/schemas/conversions";
import { authActionClient } from "./safe-action";

/**
 * A page of the organization's conversions, for a client that refetches (every signed-in role
 * reads). The conversions page itself renders on the server and does not call it.
 */
export const listConversionsAction = authActionClient
  .metadata({ actionName: "listConversions" })
  .inputSchema(listConversionsSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { data, requestId } = await hedging().listConversions({ ...parsedInput, requestId: ctx.requestId });
    return { ...data, requestId };
  });
