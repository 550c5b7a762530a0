import "server-only";
import { cache } from "react";
import { makeQueryClient } from "./query-client";

/** One QueryClient per request (never at module scope: it would share one person's data with the next). */
export const getServerQueryClient = cache(makeQueryClient);
