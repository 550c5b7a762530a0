import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script.
import { START_NODE_FLAGS } from "./start-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");

describe("npm start's Node flags", () => {
  it("are the ones scripts/start-flags.mjs gives a reason for, no more and no fewer", () => {
    const { start } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;
    expect(start).toBe(`node ${(START_NODE_FLAGS as string[]).join(" ")} scripts/start.mjs`);
  });

  it("start the app with one V8 worker thread", () => {
    // Each V8 worker keeps its own malloc arena: the app's threads, read from /proc, under the very flags npm start passes.
    const threads = `setTimeout(() => console.log(require("node:fs").readdirSync("/proc/self/task").map((id) => require("node:fs").readFileSync("/proc/self/task/" + id + "/comm", "utf8").trim()).join(",")), 200)`;
    const run = spawnSync(process.execPath, [...(START_NODE_FLAGS as string[]), "-e", threads], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(
      run.stdout
        .trim()
        .split(",")
        .filter((name) => name === "V8Worker"),
    ).toHaveLength(1);
  });
});
