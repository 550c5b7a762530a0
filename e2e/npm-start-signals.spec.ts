import { spawnSync } from "node:child_process";
import { expect, test } from "./fixtures";
import { npmStart } from "./support/npm-start";
import { ownDataDir, ownPort } from "./support/own-server";

/**
 * A process manager that supervises `npm start` stops it with SIGTERM to npm alone. npm passes the signal to
 * its `sh -c`, which dies without passing it on: the server must notice and stop too, closing its database.
 */
const port = ownPort(19);
const dataDir = ownDataDir("npm-start-signals", { fresh: true });

const childrenOf = (pid: number) =>
  spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" }).stdout.split("\n").map(Number).filter(Boolean);
const alive = (pid: number) => spawnSync("ps", ["-o", "pid=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim() !== "";
const descendants = (pid: number): number[] => childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);

test("SIGTERM to npm alone stops the server under it, which closes its database", async () => {
  test.setTimeout(200_000);
  const started = npmStart({ port, dataDir, viaNpm: true });
  let server: number[] = [];
  try {
    await started.healthy();
    server = descendants(started.child.pid!);
    expect(server.length, "npm start has a process under it").toBeGreaterThan(0);
    expect(started.child.kill("SIGTERM")).toBe(true);
    await started.exited;
    await expect.poll(() => server.filter(alive), { timeout: 20_000, message: "the server outlived npm" }).toEqual([]);
    expect(started.output()).toContain("SIGTERM: closing the database");
  } finally {
    for (const pid of server.filter(alive)) process.kill(pid, "SIGKILL");
  }
});
