// Imported by scripts/next-start.mjs before it creates its server (or `node --import` before Next's bin): the hook is in before the server can accept a connection.
import { createRequire } from "node:module";
import { installPeerAddressHook, trustProxyFromEnv } from "../lib/request/peer-address.mjs";

// TRUST_PROXY may live in .env: read the files as Next will (it keeps what is already set).
const { loadEnvConfig } = createRequire(import.meta.resolve("next/package.json"))("@next/env");
loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
installPeerAddressHook({ trustProxy: trustProxyFromEnv() });
