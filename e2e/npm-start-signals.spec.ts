import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "./fixtures";
import { answersHealth, npmStart, startEnv } from "./support/npm-start";
import { ownDataDir, ownPort } from "./support/own-server";

/**
 * A process manager that supervises `npm start` stops it with SIGTERM to npm alone. npm passes the signal to
 * its `sh -c`, which dies without passing it on: the server must notice and stop too, closing its database.
 */
const port = ownPort(19);
const dataDir = ownDataDir("npm-start-signals", { fresh: true });
const root = path.resolve(import.meta.dirname, "..");

const childrenOf = (pid: number) =>
  spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .map(Number)
    .filter(Boolean);
const alive = (pid: number) =>
  spawnSync("ps", ["-o", "pid=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim() !== "";
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

test("started without npm, the server outlives the shell that started it (as with nohup … &)", async () => {
  test.setTimeout(200_000);
  const env = startEnv({ port, dataDir: ownDataDir("npm-start-orphan", { fresh: true }) });
  delete env.npm_lifecycle_event;
  // The shell starts the server in the background, says its pid, then waits until this test ends it.
  const shell = spawn(
    "sh",
    [
      "-c",
      `node ${path.join("scripts", "start.mjs")} > ${path.join(dataDir, "orphan.log")} 2>&1 & echo $!; exec sleep 600`,
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
      env,
    },
  );
  const pid = await new Promise<number>((resolve) =>
    shell.stdout!.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  expect(pid).toBeGreaterThan(0);
  try {
    await expect.poll(() => answersHealth(port), { timeout: 150_000 }).toBe(true);
    shell.kill("SIGKILL"); // the shell goes away after the server started, as a logged-out ssh session's would
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // three of start.mjs's parent checks, had it made any
    expect(alive(pid)).toBe(true);
    expect(await answersHealth(port)).toBe(true);
  } finally {
    shell.kill("SIGKILL");
    if (alive(pid)) process.kill(pid, "SIGTERM");
    await expect.poll(() => alive(pid), { timeout: 20_000 }).toBe(false);
  }
});
