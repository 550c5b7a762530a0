// Every production server (npm start, the e2e servers, the cluster's instances) starts this one way.
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const preload = pathToFileURL(path.join(root, "scripts", "peer-address-preload.mjs")).href;

/** Arguments for `process.execPath`: Next's own bin (one process) with the peer-address preload. */
export function nextStartArgs({ port, host }) {
  return ["--import", preload, nextBin, "start", "-p", String(port), ...(host ? ["-H", host] : [])];
}
