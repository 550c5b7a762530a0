import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { releaseAbortReasonStacks } from "./abort-reason-stacks";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/**
 * Aborts a long-lived controller from a method of `owner`, so `owner` is a receiver in the reason's stack frames: with an
 * Error of ours, or bare, when Node creates the reason (a DOMException) inside `abort()`.
 */
function abortFromAMethod(controller: AbortController, bare = false): WeakRef<object> {
  const owner = {
    payload: new Array(1000).fill("rendered page"),
    finish() {
      if (bare) controller.abort();
      else controller.abort(new Error("This render completed successfully."));
    },
  };
  owner.finish();
  return new WeakRef(owner);
}

async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return ref.deref() === undefined;
}

describe("releaseAbortReasonStacks", () => {
  it("an abort reason whose stack is never read keeps its frames' receivers alive, until the hook is installed", async () => {
    const before = new AbortController();
    const bareBefore = new AbortController();
    expect(await collected(abortFromAMethod(before))).toBe(false);
    expect(await collected(abortFromAMethod(bareBefore, true))).toBe(false);

    expect(releaseAbortReasonStacks()).toBe(true);
    const after = new AbortController();
    expect(await collected(abortFromAMethod(after))).toBe(true);
    // The reason is the same Error, with its stack as text, and the signal still carries it.
    expect(after.signal.aborted).toBe(true);
    expect(after.signal.reason).toBeInstanceOf(Error);
    expect((after.signal.reason as Error).stack).toContain("This render completed successfully.");
    expect(before.signal.reason).toBeInstanceOf(Error);
  });

  it("a bare abort() is released too: Node creates its DOMException inside abort(), with the caller's frames", async () => {
    const bare = new AbortController();
    expect(await collected(abortFromAMethod(bare, true))).toBe(true);
    expect(bare.signal.reason).toBeInstanceOf(DOMException);
    expect((bare.signal.reason as DOMException).name).toBe("AbortError");
    expect((bare.signal.reason as DOMException).stack).toContain("AbortError");
    // Aborting again changes nothing: the first reason stays.
    const first = bare.signal.reason;
    bare.abort();
    expect(bare.signal.reason).toBe(first);
  });

  it("installs once, however often the module is loaded", () => {
    expect(releaseAbortReasonStacks()).toBe(false);
  });
});
