import http from "node:http";
import https from "node:https";

// Global, not module state: the preload and the bundled server code are separate module instances.
const installed = Symbol.for("hedge-desk.peer-address-hook");

/** Without a proxy, `next start` keeps a client's own X-Forwarded-For when present, so the socket's address replaces it. */
export function installPeerAddressHook({ trustProxy }) {
  if (trustProxy) return false;
  if (globalThis[installed]) return true;
  globalThis[installed] = true;
  for (const Server of [http.Server, https.Server]) {
    const original = Server.prototype.emit;
    Server.prototype.emit = function emit(event, ...args) {
      if (event === "request") stampPeerAddress(args[0]);
      return Reflect.apply(original, this, [event, ...args]);
    };
  }
  return true;
}

export function isPeerAddressHookInstalled() {
  return globalThis[installed] === true;
}

export function stampPeerAddress(request) {
  const peer = request.socket?.remoteAddress;
  if (peer) request.headers["x-forwarded-for"] = peer;
  else delete request.headers["x-forwarded-for"];
}

/** TRUST_PROXY read as lib/env/server.ts reads it. */
export function trustProxyFromEnv(env = process.env) {
  return ["1", "true", "yes"].includes(env.TRUST_PROXY ?? "0");
}
