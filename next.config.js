/** @type {import('next').NextConfig} */
const nextConfig = {
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
