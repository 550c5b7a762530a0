import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/** Browser-visible configuration. Nothing secret may ever be added here. */
export const clientEnv = createEnv({
  client: {
    NEXT_PUBLIC_APP_NAME: z.string().min(1).default("Hedge Desk"),
  },
  runtimeEnv: {
    NEXT_PUBLIC_APP_NAME: process.env.NEXT_PUBLIC_APP_NAME,
  },
  emptyStringAsUndefined: true,
});
