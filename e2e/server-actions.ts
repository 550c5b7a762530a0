import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

export interface ServerAction {
  id: string;
  name: string;
  file: string;
  /** A page that mounts the action: Next routes an action POST through a page that uses it. */
  pagePath: string;
}

const SAMPLE_ID = "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f";

/** Every server action of the build, read from its action manifest. */
export function serverActions(): ServerAction[] {
  const manifestPath = path.resolve(import.meta.dirname, "..", ".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; filename: string; exportedName: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const worker = Object.keys(entry.workers)[0] ?? "app/page";
    const pagePath =
      worker
        .replace(/^app/, "")
        .replace(/\/page$/, "")
        .replace(/\/\([^)]+\)/g, "")
        .replace(/\[[^\]]+\]/g, SAMPLE_ID) || "/";
    return { id, name: entry.exportedName, file: entry.filename, pagePath };
  });
}

/** Posts to an action exactly as the browser does (React's encoded arguments as text). */
export function postAction(
  request: APIRequestContext,
  action: ServerAction,
  args: unknown[],
  options: { origin?: string; headers?: Record<string, string> } = {},
) {
  return request.post(action.pagePath, {
    headers: {
      "Next-Action": action.id,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      ...(options.origin ? { Origin: options.origin } : {}),
      ...options.headers,
    },
    data: JSON.stringify(args),
    maxRedirects: 0,
  });
}
