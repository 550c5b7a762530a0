"use server";

import { hedging } from "@/lib/hedging";
import { listCustomersSchema } from "@/lib/schemas/customers";
import { authActionClient } from "./safe-action";

/** Every signed-in role reads customers. The home page reads its rows through this on the server. */
export const listCustomersAction = authActionClient
  .metadata({ actionName: "listCustomers" })
  .inputSchema(listCustomersSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { data } = await hedging().listCustomers({ ...parsedInput, requestId: ctx.requestId });
    return data;
  });
