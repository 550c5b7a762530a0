import { describe, expect, it } from "vitest";
import { customerIdSchema, UUID_PATTERN } from "@/lib/schemas/ids";
import { conversionIdSchema } from "@/lib/schemas/ids";
import { readUuid, uuidMessage, UUID_TEXT } from "./uuid";

describe("readUuid", () => {
  it("is the pattern of lib/schemas/ids.ts", () => {
    expect(UUID_TEXT.source).toBe(UUID_PATTERN.source);
    expect(UUID_TEXT.flags).toBe(UUID_PATTERN.flags);
  });

  it("trims and lower-cases an id, like customerIdSchema", () => {
    for (const value of [
      " 1B0ADA1E-FA1B-4CFE-A553-01B340C5650E ",
      "1b0ada1e-fa1b-1cfe-0553-01b340c5650e",
      "not-an-id",
      "",
      "1b0ada1e-fa1b-4cfe-a553-01b340c5650",
    ]) {
      const zod = customerIdSchema.safeParse(value);
      expect(readUuid(value), value).toBe(zod.success ? zod.data : null);
    }
  });

  it("refuses with the schema's own message (the conversion lookup box shows it)", () => {
    for (const conversionId of ["", "not-an-id", " 1b0ada1e-fa1b-4cfe-a553-01b340c5650 "]) {
      const zod = conversionIdSchema.safeParse(conversionId);
      expect(zod.success ? null : zod.error.issues[0]?.message, conversionId).toBe(uuidMessage("Conversion id"));
      expect(readUuid(conversionId)).toBeNull();
    }
  });
});
