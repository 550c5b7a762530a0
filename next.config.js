/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WebAssembly from its own package folder; bundling it breaks that path
  // and would copy the database engine under .next/static.
  serverExternalPackages: ["@electric-sql/pglite", "pino"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
