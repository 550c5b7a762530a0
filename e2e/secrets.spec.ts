import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { canaryBuildProblem } from "../scripts/canary-build.mjs";
import canaries from "./canaries.json" with { type: "json" };
import { expect, test } from "./fixtures";

// The e2e server builds with these canary values as the server secrets and runs with them (scripts/e2e-server.mjs).
const root = path.resolve(import.meta.dirname, "..");

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

function leaksIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, "latin1");
    return Object.entries(canaries)
      .filter(([, value]) => text.includes(value))
      .map(([name]) => `${name} in ${path.relative(root, file)}`);
  });
}

test("no server secret is in any file the browser can download", () => {
  // A build made without the canaries has none to leak: the search below would pass for nothing.
  expect(canaryBuildProblem(root), "npm test or npm run test:e2e rebuild with e2e/canaries.json").toBeNull();
  const staticFiles = filesUnder(path.join(root, ".next", "static"), () => true);
  const publicFiles = filesUnder(path.join(root, "public"), () => true);
  // Prerendered pages and their RSC payloads are served as they are.
  const prerendered = filesUnder(path.join(root, ".next", "server", "app"), (file) =>
    /\.(html|rsc|body|meta)$/.test(file),
  );
  expect(staticFiles.length).toBeGreaterThan(10);
  expect(leaksIn([...staticFiles, ...publicFiles, ...prerendered])).toEqual([]);
});

test.describe("signed in as an admin", () => {
  test.use({ role: "admin" });

  test("no page's HTML, RSC payload or headers carries a server secret", async ({ page }) => {
    // The page fixture checks every response of this test for the canaries.
    for (const route of ["/conversions", "/audit", "/staff", "/"]) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBeLessThan(500);
    }
    // Client-side navigation fetches RSC payloads rather than HTML.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit" }).click();
    await page.waitForURL("**/audit");
  });
});
