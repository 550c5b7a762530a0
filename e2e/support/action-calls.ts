import type { Page, Request } from "@playwright/test";

// Sending a recorded call again by hand gets the answer a forged or repeated call would, without the form's checks.
export type ActionCall = { actionId: string; url: string; headers: Record<string, string>; body: string };

export function recordActionCalls(page: Page): ActionCall[] {
  const calls: ActionCall[] = [];
  page.on("request", (request: Request) => {
    const actionId = request.headers()["next-action"];
    if (request.method() === "POST" && actionId) {
      calls.push({ actionId, url: request.url(), headers: request.headers(), body: request.postData() ?? "" });
    }
  });
  return calls;
}

/** The calls whose (JSON) arguments carry `field`: the quote calls carry `amount`, the accepts a proposal id. */
export const callsWith = (calls: ActionCall[], field: string) =>
  calls.filter((call) => call.body.includes(`"${field}"`));

/** Sends a recorded call again with the same session, its first argument changed by `change`; returns the raw answer. */
export async function replayAction(
  page: Page,
  call: ActionCall,
  change: (input: Record<string, unknown>) => Record<string, unknown> = (input) => input,
): Promise<string> {
  const args = JSON.parse(call.body) as [Record<string, unknown>, ...unknown[]];
  const headers: Record<string, string> = {
    "next-action": call.actionId,
    "content-type": call.headers["content-type"] ?? "text/plain;charset=UTF-8",
    accept: "text/x-component",
    origin: new URL(call.url).origin,
  };
  const tree = call.headers["next-router-state-tree"];
  if (tree) headers["next-router-state-tree"] = tree;
  const response = await page.request.post(call.url, {
    headers,
    data: JSON.stringify([change(args[0]), ...args.slice(1)]),
  });
  return response.text();
}
