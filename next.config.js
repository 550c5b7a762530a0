import { execFileSync } from "node:child_process";

/**
 * The build id, which must be the same on every instance behind one load balancer (a page from one
 * instance loads its chunks and RSC payloads from the others): NEXT_BUILD_ID when set (a CI
 * pipeline's version), else the git commit when the working tree is clean, else null, which
 * leaves Next's own random id (a build of uncommitted changes matches no commit).
 */
function buildId() {
  if (process.env.NEXT_BUILD_ID) return process.env.NEXT_BUILD_ID;
  try {
    const git = (...args) => execFileSync("git", args, { cwd: import.meta.dirname, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return git("status", "--porcelain") === "" ? git("rev-parse", "HEAD") : null;
  } catch {
    return null; // no git here (e.g. a container built from a copy of the sources)
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  generateBuildId: buildId,
  // PGlite loads its WebAssembly from its own package folder; bundling it breaks that path
  // and would copy the database engine under .next/static.
  serverExternalPackages: ["@electric-sql/pglite", "pino"],
  poweredByHeader: false,
  experimental: {
    serverActions: {
      // Server actions accept only posts whose Origin is this app's own host. Behind a proxy that
      // serves the app under another host name, list that host here (comma-separated, no scheme),
      // e.g. SERVER_ACTIONS_ALLOWED_ORIGINS=desk.example.com. Not a secret.
      allowedOrigins: (process.env.SERVER_ACTIONS_ALLOWED_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean),
    },
  },
  typedRoutes: false,
};

export default nextConfig;
