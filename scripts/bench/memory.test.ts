import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the benchmark.
import { treeRss } from "./memory.mjs";

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
});
