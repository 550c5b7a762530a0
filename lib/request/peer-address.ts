import http from "node:http";
import https from "node:https";

const installed = Symbol.for("hedge-desk.peer-address-hook");

/**
 * Makes `X-Forwarded-For` trustworthy when no proxy is in front (TRUST_PROXY unset): every incoming
 * request's header is replaced by the socket's own address before Next handles it. Next 16's
 * `next start` only fills the header when it is absent, so without this a client could name any
 * address it likes (see client-address.ts). With TRUST_PROXY=1 the proxy's header is kept as is.
 * Runs once per process, at server start (lib/server-lifecycle.ts); `next start` serves requests
 * in the process that runs instrumentation.
 */
export function installPeerAddressHook(options: { trustProxy: boolean }): boolean {
  if (options.trustProxy) return false;
  const registry = globalThis as unknown as Record<symbol, boolean>;
  if (registry[installed]) return true;
  registry[installed] = true;
  for (const Server of [http.Server, https.Server]) {
    const original = Server.prototype.emit;
    Server.prototype.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") stampPeerAddress(args[0] as http.IncomingMessage);
      return Reflect.apply(original, this, [event, ...args]) as boolean;
    } as typeof original;
  }
  return true;
}

export function stampPeerAddress(request: http.IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (peer) request.headers["x-forwarded-for"] = peer;
  else delete request.headers["x-forwarded-for"];
}
