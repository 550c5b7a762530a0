import { z } from "zod";
import { driftRules } from "./drift-rules";
import { id, openEnum, shown } from "./fields";
import { lenientItems, paginationSchema } from "./pagination";

export const CUSTOMER_STATUSES = ["Pending", "Approved", "Rejected"] as const;

/** Production's extras that docs/interface.md ("Customers") says to ignore: dropped, not reported as drift. */
const IGNORED_CUSTOMER_FIELDS = [
  "companyAddress",
  "companyCity",
  "companyState",
  "contactEmail",
  "contactFullName",
  "contactPhoneNumber",
  "companyTaxId",
  "extraFields",
];

export const customerSchema = z
  .object({
    id,
    companyName: shown(z.string()),
    companyCountry: shown(z.string()),
    externalCustomerId: shown(z.string()),
    status: shown(openEnum(CUSTOMER_STATUSES)),
  })
  .register(driftRules, { check: "object", ignored: IGNORED_CUSTOMER_FIELDS });

export type Customer = z.output<typeof customerSchema>;

export const customerPageSchema = z
  .object({ customers: z.array(customerSchema), pagination: paginationSchema })
  .transform(({ customers, pagination }) => ({ items: customers, pagination }));

/** The book's reading (lib/book): the same items, each without a usable id skipped and counted. */
export const customerLenientPageSchema = z
  .object({ customers: lenientItems(customerSchema), pagination: paginationSchema })
  .transform(({ customers: read, pagination }) => ({ ...read, pagination }));
