import { execFileSync } from "node:child_process";

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

/** @type {import('next').NextConfig} */
const nextConfig = {
  generateBuildId: buildId,
  // PGlite loads its WebAssembly from its own package folder, which bundling breaks.
  serverExternalPackages: ["@electric-sql/pglite", "pino"],
  poweredByHeader: false,
  experimental: {
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
