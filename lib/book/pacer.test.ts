import { describe, expect, it } from "vitest";
import { Pacer } from "./pacer";

describe("the pacer", () => {
  it("starts a priority call before the calls already waiting, still one at a time", async () => {
    const pacer = new Pacer(1_000_000, 1);
    const started: string[] = [];
    let release!: () => void;
    let running!: () => void;
    const first = new Promise<void>((resolve) => (running = resolve));
    const held = pacer.run(async () => {
      started.push("first");
      running();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await first; // the first call holds the only slot
    const call = (name: string, priority = false) =>
      pacer.run(async () => void started.push(name), undefined, { priority });
    const queued = [call("sync-1"), call("sync-2"), call("refresh", true)];
    expect(started).toEqual(["first"]);
    release();
    await Promise.all([held, ...queued]);
    expect(started).toEqual(["first", "refresh", "sync-1", "sync-2"]);
  });
});
