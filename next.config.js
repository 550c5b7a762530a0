import { execFileSync } from "node:child_process";
import { ASSET_CSP, COMMON_SECURITY_HEADERS, HSTS } from "./lib/security/header-values.mjs";

/** The same on every instance behind one load balancer: NEXT_BUILD_ID, else the clean tree's commit, else Next's random id. */
function buildId() {
  if (process.env.NEXT_BUILD_ID) return process.env.NEXT_BUILD_ID;
  try {
    const git = (...args) =>
      execFileSync("git", args, {
        cwd: import.meta.dirname,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    return git("status", "--porcelain") === "" ? git("rev-parse", "HEAD") : null;
  } catch {
    return null; // no git here (e.g. a container built from a copy of the sources)
  }
}

/** Next's build files skip proxy.ts (matcher), so their security headers are set here; HSTS only when a proxy says https. */
function assetHeaders() {
  const headers = [
    { key: "Content-Security-Policy", value: ASSET_CSP },
    ...Object.entries(COMMON_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
  ];
  const https = [{ type: "header", key: "x-forwarded-proto", value: "https" }];
  return ["/_next/static/:path*", "/_next/image"].flatMap((source) => [
    { source, headers },
    { source, has: https, headers: [{ key: "Strict-Transport-Security", value: HSTS }] },
  ]);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  generateBuildId: buildId,
  // PGlite loads its WebAssembly from its own package folder, which bundling breaks; prom-client and OpenTelemetry are one copy with the preload's and Next's own.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
  ],
  poweredByHeader: false,
  headers: async () => assetHeaders(),
  experimental: {
    // A route's code loads on its first request, not every route's at start: an instance holds only what it serves.
    preloadEntriesOnStart: false,
    serverActions: {
      // Behind a proxy under another host name, list it in SERVER_ACTIONS_ALLOWED_ORIGINS (comma-separated, no scheme).
      allowedOrigins: (process.env.SERVER_ACTIONS_ALLOWED_ORIGINS ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    },
  },
  typedRoutes: false,
};

export default nextConfig;
