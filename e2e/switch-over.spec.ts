import { spawnSync } from "node:child_process";
import { createServer, connect, type AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { npmStart } from "./support/npm-start";
import { ownDataDir, ownPort } from "./support/own-server";

/**
 * The switch from the sandbox to the real service: `npm start` in sandbox mode is reachable on
 * loopback only; the same database, once a real upstream is configured, stops the server while its
 * demo accounts (public password) are there, until the one command it names removes them.
 */
const port = ownPort(7);
const dataDir = ownDataDir("switch-over", { fresh: true });
const root = path.resolve(import.meta.dirname, "..");
const realUpstream = {
  HEDGING_API_BASE_URL: "https://hedging.invalid/v1",
  HEDGING_API_CLIENT_ID: "live-partner",
  HOST: "127.0.0.1", // this test's own choice; npm start would listen everywhere with a real upstream
};

test.describe.configure({ mode: "serial" });

/** An IPv4 address of this machine that is not loopback, if it has one. */
function nonLoopbackIPv4(): string | undefined {
  const all = Object.values(networkInterfaces()).flat();
  return all.find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
}

/** "connected" or the error code of a TCP connection attempt. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 5_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve("timeout");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

test("npm start in sandbox mode listens on 127.0.0.1 only, says so, and is one Next process that stops on SIGTERM", async () => {
  test.setTimeout(200_000);
  const address = nonLoopbackIPv4();
  expect(
    address,
    "this machine has no non-loopback IPv4 address: the test cannot show that one is refused",
  ).toBeDefined();
  // The address is really reachable: something listening on every interface answers there.
  const everywhere = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => everywhere.listen(0, "0.0.0.0", resolve));
  expect(await tryConnect(address!, (everywhere.address() as AddressInfo).port)).toBe("connected");
  await new Promise((resolve) => everywhere.close(resolve));

  const server = npmStart({ port, dataDir });
  try {
    await server.healthy();
    expect(server.output()).toContain(
      "Sandbox mode: listening on 127.0.0.1 only, as the demo passwords and sandbox keys are public",
    );
    expect(await tryConnect("127.0.0.1", port)).toBe("connected");
    expect(await tryConnect(address!, port)).toBe("ECONNREFUSED");
    // npm start's script is Next's server itself (which names itself so): no child process, no npx in between.
    const ps = (...args: string[]) => spawnSync("ps", ["-o", "args=", ...args], { encoding: "utf8" }).stdout.trim();
    expect(ps("--ppid", String(server.child.pid))).toBe("");
    expect(ps("-p", String(server.child.pid))).toMatch(/^next-server \(v[\d.]+\)$/);
  } finally {
    expect(await server.stop()).toBe(0); // the signal reached Next, which closed its database and exited
  }
  expect(server.output()).toContain("SIGTERM: closing the database");
});

test("with a real upstream, a database holding demo accounts stops the server with the command that removes them", async () => {
  test.setTimeout(300_000);
  // The database of the sandbox-mode start above: it holds the three demo accounts.
  const refused = npmStart({ port, dataDir, env: realUpstream });
  const code = await refused.exited;
  expect(code, refused.output()).not.toBe(0);
  expect(refused.output()).toContain(
    "HEDGING_API_BASE_URL points at a real hedging service, but the database still holds the sandbox's demo accounts " +
      "(admin@hedge-desk.test, operator@hedge-desk.test, viewer@hedge-desk.test), whose password is public. " +
      "Stop the server and remove them with: npm run demo:remove",
  );

  // The command it names, as printed.
  const removal = spawnSync("npm", ["run", "--silent", "demo:remove"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  expect(removal.status, removal.stderr).toBe(0);
  expect(removal.stdout).toContain(
    "Removed the demo accounts admin@hedge-desk.test, operator@hedge-desk.test, viewer@hedge-desk.test and their sessions.",
  );

  const started = npmStart({ port, dataDir, env: realUpstream });
  try {
    await started.healthy();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(started.output()).toContain("Hedging service: https://hedging.invalid/v1");
  } finally {
    expect(await started.stop()).toBe(0);
  }
});
