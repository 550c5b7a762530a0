import { z } from "zod";
import { driftRules } from "./drift-rules";
import { id, openEnum, shown } from "./fields";
import { paginationSchema } from "./pagination";

export const CUSTOMER_STATUSES = ["Pending", "Approved", "Rejected"] as const;

/**
 * The optional fields production sends (shared/fixtures/production-examples/list-customers.json);
 * gaps.md says "accept and ignore them". They are dropped (contact and tax data the dashboard does
 * not need) and not reported as drift; any other extra field is.
 */
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

/** Essential: `id`. */
export const customerSchema = z
  .object({
    id,
    companyName: shown(z.string()),
    /** Two letters per gaps.md; read as any string. */
    companyCountry: shown(z.string()),
    externalCustomerId: shown(z.string()),
    status: shown(openEnum(CUSTOMER_STATUSES)),
  })
  .register(driftRules, { check: "object", ignored: IGNORED_CUSTOMER_FIELDS });

export type Customer = z.output<typeof customerSchema>;

export const customerPageSchema = z
  .object({ customers: z.array(customerSchema), pagination: paginationSchema })
  .transform(({ customers, pagination }) => ({ items: customers, pagination }));
