import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@/lib/domain/control-characters";
import type { FieldRule } from "./form-rules";

/** A form's zod-free rule as the action's schema, so the browser and the server cannot say different things. */
export function ruleSchema(rule: FieldRule) {
  // What the rule says of a missing value (its "enter …" message) is also what a non-string gets.
  const missing = rule(undefined) ?? undefined;
  return z
    .string(missing === undefined ? undefined : { message: missing })
    .refine((text) => !hasControlCharacter(text, { multiLine: true }), { message: CONTROL_CHARACTER_MESSAGE })
    .trim()
    .superRefine((text, context) => {
      const problem = rule(text);
      if (problem !== null) context.addIssue({ code: "custom", message: problem });
    });
}

/** As `ruleSchema`, for a field left empty on purpose (the customer IP: this browser's address): empty is absent. */
export function optionalRuleSchema(rule: FieldRule) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    ruleSchema(rule).optional(),
  );
}
