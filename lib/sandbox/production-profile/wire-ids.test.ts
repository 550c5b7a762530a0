import { describe, expect, it } from "vitest";
import { nonV4Form, replaceWireIds, showsNonV4, toStoredId, toWireId } from "./wire-ids";

const stored = "bf77890b-17e2-48a1-a013-707df23eb111";

describe("non-v4 wire ids", () => {
  it("clears the variant nibble's top bit, as production's `…-48a1-2013-…`, and maps it back", () => {
    expect(nonV4Form(stored)).toBe("bf77890b-17e2-48a1-2013-707df23eb111");
    for (const nibble of "89ab") {
      const id = `8173b9a7-ee61-413e-${nibble}9e3-7c04b2a067c5`;
      expect(toStoredId(nonV4Form(id))).toBe(id);
      expect(toStoredId(id)).toBe(id);
    }
  });

  it("shows about one id in three non-v4, the same id always the same way", () => {
    const ids = Array.from(
      { length: 3000 },
      (_, i) => `${i.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`,
    );
    const shown = ids.filter(showsNonV4).length;
    expect(shown).toBeGreaterThan(800);
    expect(shown).toBeLessThan(1200);
    for (const id of ids.slice(0, 50)) expect(toWireId(id)).toBe(toWireId(id));
    expect(showsNonV4("not an id")).toBe(false);
  });

  it("maps back ids inside paths and bodies and nothing else", () => {
    const wire = nonV4Form(stored);
    expect(replaceWireIds(`/customers/${wire}/dual-hedges/${wire}/cancel`)).toBe(
      `/customers/${stored}/dual-hedges/${stored}/cancel`,
    );
    expect(replaceWireIds(JSON.stringify({ drawdownProposalId: wire.toUpperCase() }))).toBe(
      JSON.stringify({ drawdownProposalId: stored.toUpperCase() }),
    );
    const untouched = `{"reason":"00000000-0000-0000-0000-000000000000x", "a":"${stored}", "b":"0${wire}"}`;
    expect(replaceWireIds(untouched)).toBe(untouched);
  });
});
