import { PGlite } from "@electric-sql/pglite";
import { connect } from "node:net";
import path from "node:path";
import { expect, test } from "./fixtures";
import { launchOwnServer, ownDataDir, ownPort } from "./support/own-server";

/**
 * A browser cannot choose its own address, not even in the moment after start-up: sign-ins with a
 * forged X-Forwarded-For, sent from the first instant the port accepts a connection, are all counted
 * by the sign-in limiter under the socket's address. Its own server: it locks 127.0.0.1 out.
 */
const port = ownPort(15);
const base = `http://127.0.0.1:${port}`;
const forgedAddress = "203.0.113.9";

function accepts(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const forgedSignIn = () =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", "x-forwarded-for": forgedAddress },
    body: JSON.stringify({ email: "nobody@hedge-desk.test", password: "not-the-password-1" }),
  }).then((response) => response.status);

test("forged X-Forwarded-For from the first connection on: every sign-in limit key is the socket's address", async () => {
  test.setTimeout(240_000);
  const dataDir = ownDataDir("peer-address-start", { fresh: true });
  const server = launchOwnServer({ port, dataDir });
  const answers: Promise<number>[] = [];
  try {
    const deadline = Date.now() + 150_000;
    while (!(await accepts())) {
      if (Date.now() > deadline) throw new Error(`port ${port} never opened:\n${server.output()}`);
    }
    // At once, while the server is still starting: these wait in Next's queue with the header they arrived with.
    for (let i = 0; i < 8; i++) answers.push(forgedSignIn());
    // And more while it finishes starting, then a few once it answers.
    let ready = false;
    void server.healthy().then(
      () => (ready = true),
      () => (ready = true),
    );
    while (!ready) {
      answers.push(forgedSignIn());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await server.healthy();
    for (let i = 0; i < 3; i++) answers.push(forgedSignIn());
    const statuses = await Promise.all(answers);
    // Each was a real sign-in attempt: refused as wrong (401), or by the limiter (429).
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  } finally {
    await server.stop();
  }

  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const { rows } = await db.query<{ key: string; count: number }>("select key, count from auth_rate_limit");
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^(127\.0\.0\.1|::1)\|/);
    expect(rows.map(({ key }) => key).join(" ")).not.toContain(forgedAddress);
  } finally {
    await db.close();
  }
});
