import { describe, expect, it } from "vitest";
import { keyHint } from "./key-hint";

describe("keyHint", () => {
  it("names the keys for the service's own 401 and 403, never for our role refusal", () => {
    expect(keyHint({ kind: "unauthorized", message: "Unauthorized", status: 401 })).toContain(
      "API keys may have changed",
    );
    expect(keyHint({ kind: "forbidden", message: "Forbidden", status: 403 })).toContain("may not be allowed");
    expect(keyHint({ kind: "forbidden", message: "Your role cannot do this." })).toBeUndefined();
    expect(keyHint({ kind: "precondition", message: "Can't perform this action", status: 412 })).toBeUndefined();
  });
});
