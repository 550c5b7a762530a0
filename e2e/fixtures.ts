import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import canaries from "./canaries.json" with { type: "json" };

export { expect };
export type Role = "admin" | "operator" | "viewer";

/** The sandbox's demo accounts (lib/auth/accounts.ts), created on the e2e server's first start. */
export const DEMO_PASSWORD = "hedge-desk-demo";
export const demoEmail = (role: Role) => `${role}@hedge-desk.test`;

const authDir = path.join(import.meta.dirname, ".auth");
export const authFile = (role: Role) => path.join(authDir, `${role}.json`);

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, next = "/"): Promise<void> {
  await page.goto(next === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next.split("?")[0]);
}

const signedIn = new Set<Role>();

/** The first test needing a role signs it in through the form and saves its cookies under e2e/.auth/. */
export const test = base.extend<{ role: Role | undefined }>({
  role: [undefined, { option: true }],
  // Every response a page receives is searched for the secrets' canaries (e2e/canaries.json).
  page: async ({ page }, provide, testInfo) => {
    const reads: Promise<string | null>[] = [];
    // Only finished requests: a body still streaming when the test ends would never resolve.
    const onFinished = (request: Request) => reads.push(leakedCanary(request));
    page.on("requestfinished", onFinished);
    await provide(page);
    page.off("requestfinished", onFinished);
    const leaks = (await Promise.all(reads)).filter((leak): leak is string => leak !== null);
    expect(leaks, `server secrets reached the browser in "${testInfo.title}"`).toEqual([]);
  },
  storageState: async ({ role, storageState, browser, baseURL }, provide) => {
    if (!role) return provide(storageState);
    const file = authFile(role);
    if (!signedIn.has(role)) {
      mkdirSync(authDir, { recursive: true });
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signIn(page, demoEmail(role));
      await context.storageState({ path: file });
      await context.close();
      signedIn.add(role);
    }
    await provide(file);
  },
});

const canaryValues = Object.entries(canaries);

async function leakedCanary(request: Request): Promise<string | null> {
  const response = await request.response().catch(() => null);
  if (!response) return null;
  const headers = (await response.headersArray()).map(({ name, value }) => `${name}: ${value}`).join("\n");
  let body = "";
  try {
    body = await response.text();
  } catch {
    // A redirect or an aborted request has no body; its headers were still read.
  }
  const text = `${headers}\n${body}`;
  const found = canaryValues.find(([, value]) => text.includes(value));
  return found ? `${found[0]} in ${request.method()} ${request.url()}` : null;
}
