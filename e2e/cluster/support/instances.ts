import { expect, type APIRequestContext, type APIResponse, type Response } from "@playwright/test";
import { sandboxAuth } from "../../support/sandbox-auth";

// nginx names the instance in `X-Upstream`; the page's prefetches (one per header link) slip in between, so specs check
// the header, not the order, and probe more than a few times.

export const instanceAddresses = (process.env.CLUSTER_INSTANCE_URLS ?? "").split(",").map((url) => new URL(url).host);

export function answeredBy(response: Response | APIResponse): string {
  const upstream = response.headers()["x-upstream"];
  expect(upstream, `X-Upstream on ${response.url()}`).toBeTruthy();
  return upstream!;
}

/** Probes until the last answer came from `instance`, so the next request goes to the other one. */
export async function steerAwayFrom(request: APIRequestContext, instance: string): Promise<void> {
  for (let probe = 0; probe < 20; probe++) {
    if (answeredBy(await request.get("/api/health")) === instance) return;
  }
  throw new Error(`no answer from ${instance} in 20 probes: is nginx still round-robin?`);
}

/** Accepts of this hedge's drawdowns each instance's sandbox received (its counters are per process). */
export async function sandboxAcceptsPerInstance(request: APIRequestContext, hedgeId: string): Promise<number[]> {
  return Promise.all(
    instanceAddresses.map(async (address) => {
      const response = await request.get(`http://${address}/sandbox/requests`, { headers: sandboxAuth });
      expect(response.status()).toBe(200);
      const { latest } = (await response.json()) as { latest: { method: string; path: string }[] };
      return latest.filter(
        (entry) => entry.method === "POST" && entry.path.endsWith(`/hedges/${hedgeId}/drawdown/accept`),
      ).length;
    }),
  );
}

/** A predicate for page.waitForResponse: the answer to a server action whose arguments carry `field`. */
export const actionAnswerWith = (field: string) => (response: Response) => {
  const request = response.request();
  return (
    request.method() === "POST" &&
    Boolean(request.headers()["next-action"]) &&
    (request.postData() ?? "").includes(`"${field}"`)
  );
};
