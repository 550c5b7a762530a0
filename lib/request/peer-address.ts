import http from "node:http";
import https from "node:https";

const installed = Symbol.for("hedge-desk.peer-address-hook");

/** Without a proxy, `next start` keeps a client's own X-Forwarded-For when present, so the socket's address replaces it. */
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
