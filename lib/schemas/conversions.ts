import { z } from "zod";
import { conversionIdSchema } from "./ids";

/** The lookup box and the detail page's path segment: a pasted id, trimmed and lower-cased (the box checks the same rule zod-free: lib/domain/uuid). */
export const conversionLookupSchema = z.strictObject({ conversionId: conversionIdSchema });
