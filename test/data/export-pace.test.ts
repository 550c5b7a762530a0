import { rmSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// An export that pages the hedging service shares the book's sync's pace: against the real sandbox over HTTP, it
// waits while the pace's places are taken, as a pass's own calls do.
vi.mock("@/lib/auth/session", () => ({
  requireSession: async () => ({ user: { id: "id-viewer", email: "viewer@hedge-desk.test", role: "viewer" } }),
}));

const { dataDir, upstream } = await startActionsUpstream("export-pace");
const { servicePacer, syncConfigFromEnv } = await import("@/lib/book/config");
const { exportConversions } = await import("@/lib/data/conversions");
const { closeDatabase } = await import("@/lib/db");

afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const conversionReads = () => upstream.requests.filter((request) => request.path.startsWith("/conversions")).length;

/** Looks again until it holds (the test's own timeout ends a wait for something that never happens). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("an export's reads of the service", () => {
  it("wait for a place at the sync's pace, and go on once one is free", async () => {
    const pacer = servicePacer();
    // Every place taken, as by a pass in full flow.
    const frees: (() => void)[] = [];
    const held = Array.from({ length: syncConfigFromEnv().concurrency }, () =>
      pacer.run(() => new Promise<void>((resolve) => frees.push(resolve))),
    );
    await until(() => frees.length === held.length);

    const before = conversionReads();
    const exported = exportConversions();
    await until(() => pacer.queued === 1);
    expect(conversionReads()).toBe(before);

    frees.shift()!();
    const pages = await exported;
    expect(pages.ok).toBe(true);
    if (!pages.ok) return;
    let rows = 0;
    for await (const batch of pages.data) rows += batch.length;
    expect(rows).toBeGreaterThan(100); // more than one page, each read at the pace
    expect(conversionReads() - before).toBe(2);
    for (const free of frees) free();
    await Promise.all(held);
  });
});
