import { expect, test } from "./fixtures";
import { sandboxAuth } from "./support/sandbox-auth";
import { clearFaults, setFaults } from "./support/sandbox-faults";

// Liveness and readiness are for machines: no session, and nothing an outage of the hedging service could fail.

test("liveness: the process answers, with nothing to strangers but that", async ({ request }) => {
  const response = await request.get("/api/health/live");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("readiness: the database answers and holds every migration of this build", async ({ request }) => {
  const response = await request.get("/api/health/ready");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok", database: "ok", migrations: "current" });
});

test("while the hedging service fails every call, the instance stays live and ready", async ({ request }) => {
  await setFaults(request, [{ fail: 1000 }]);
  try {
    expect((await request.get("/sandbox/v1/customers", { headers: sandboxAuth })).status()).toBe(503);
    expect((await request.get("/api/health/live")).status()).toBe(200);
    const ready = await request.get("/api/health/ready");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ok" });
    // The combined check keeps its documented answer too: ready while the database answers.
    expect((await request.get("/api/health")).status()).toBe(200);
  } finally {
    await clearFaults(request);
  }
});
