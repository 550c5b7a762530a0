import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { FieldRule } from "@/lib/schemas/form-rules";

/** A react-hook-form resolver from per-field rules, so forms ship without zod; the action still parses with zod. */
export function rulesResolver<Input extends FieldValues, Output extends FieldValues>(
  rules: { [K in keyof Input]?: FieldRule },
  toOutput: (input: Input) => Output,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, rule] of Object.entries(rules) as [string, FieldRule][]) {
      const value = values[name];
      const message = rule(typeof value === "string" ? value : undefined);
      if (message) errors[name] = { type: "validate", message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<Input> };
    return { values: toOutput(values), errors: {} };
  };
}
