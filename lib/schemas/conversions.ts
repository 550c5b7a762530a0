import { z } from "zod";
import { conversionIdSchema } from "./ids";

export const conversionLookupSchema = z.strictObject({ conversionId: conversionIdSchema });
