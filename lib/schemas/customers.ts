import { z } from "zod";
import { pageSchema, PER_PAGE_DEFAULT, perPageSchema } from "./dual-hedges";

/** Input of listCustomersAction; the home page reads the same rules from its URL (lib/search-params/customers.ts). */
export const listCustomersSchema = z.strictObject({
  page: pageSchema.default(1),
  perPage: perPageSchema.default(PER_PAGE_DEFAULT),
  /** Exact match on the partner's own customer id (gaps.md). */
  externalCustomerId: z.string().trim().min(1).max(200, { message: "Keep the external id to 200 characters or fewer." }).optional(),
});
export type ListCustomersInput = z.input<typeof listCustomersSchema>;
