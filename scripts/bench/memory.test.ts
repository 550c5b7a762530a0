import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the benchmark.
import { treeRss } from "./memory.mjs";
// @ts-expect-error: a plain .mjs script of the benchmark.
import { startNodeArgs } from "./server.mjs";

describe("the npm start tree's memory", () => {
  it("counts the process and its grandchildren, not only its children", async () => {
    // A parent whose child starts a grandchild: three Node processes.
    const grandchild = `setTimeout(() => {}, 30000)`;
    const child = `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(grandchild)}], { stdio: "inherit" }); setTimeout(() => {}, 30000)`;
    const parent = spawn(
      process.execPath,
      [
        "-e",
        `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(child)}], { stdio: "inherit" }); console.log("up"); setTimeout(() => {}, 30000)`,
      ],
      { stdio: ["ignore", "pipe", "inherit"], detached: true },
    );
    try {
      await new Promise((resolve) => parent.stdout.once("data", resolve));
      let tree = treeRss(parent.pid);
      for (let i = 0; i < 50 && tree.processes < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        tree = treeRss(parent.pid);
      }
      expect(tree.processes).toBe(3);
      const own = treeRss(process.pid);
      expect(tree.rssMiB).toBeGreaterThan(3 * 20); // three Node processes are at least 20 MiB each
      expect(own.processes).toBeGreaterThanOrEqual(1 + 3);
    } finally {
      process.kill(-parent.pid!, "SIGKILL");
    }
  });

  it("measures with the Node flags package.json's start script gives", () => {
    const withStart = (start: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), "start-flags-"));
      writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts: { start } }));
      return startNodeArgs(dir) as string[];
    };
    expect(withStart("node --max-old-space-size=256 --expose-gc scripts/start.mjs")).toEqual([
      "--max-old-space-size=256",
      "--expose-gc",
    ]);
    expect(withStart("node scripts/start.mjs")).toEqual([]);
  });

  it("starts the app with one V8 worker thread, as package.json's start script asks", () => {
    // Each V8 worker keeps its own malloc arena, which holds on to what PGlite's WebAssembly compilation freed (see
    // docs/performance.md): the app's threads, read from /proc, under the very flags npm start and the bench pass.
    const root = path.resolve(import.meta.dirname, "..", "..");
    const threads = `setTimeout(() => console.log(require("node:fs").readdirSync("/proc/self/task").map((id) => require("node:fs").readFileSync("/proc/self/task/" + id + "/comm", "utf8").trim()).join(",")), 200)`;
    const run = spawnSync(process.execPath, [...(startNodeArgs(root) as string[]), "-e", threads], {
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(
      run.stdout
        .trim()
        .split(",")
        .filter((name) => name === "V8Worker"),
    ).toHaveLength(1);
  });
});
