import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { releaseAbortReasonStacks } from "./abort-reason-stacks";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Aborts a long-lived controller from a method of `owner`, so `owner` is a receiver in the reason's stack frames. */
function abortFromAMethod(controller: AbortController): WeakRef<object> {
  const owner = {
    payload: new Array(1000).fill("rendered page"),
    finish() {
      controller.abort(new Error("This render completed successfully."));
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
    const heldBefore = abortFromAMethod(before);
    expect(await collected(heldBefore)).toBe(false);

    expect(releaseAbortReasonStacks()).toBe(true);
    const after = new AbortController();
    const heldAfter = abortFromAMethod(after);
    expect(await collected(heldAfter)).toBe(true);
    // The reason is the same Error, with its stack as text, and the signal still carries it.
    expect(after.signal.aborted).toBe(true);
    expect(after.signal.reason).toBeInstanceOf(Error);
    expect((after.signal.reason as Error).stack).toContain("This render completed successfully.");
    expect(before.signal.reason).toBeInstanceOf(Error);
  });

  it("installs once, however often the module is loaded", () => {
    expect(releaseAbortReasonStacks()).toBe(false);
  });
});
