import type { IncomingMessage } from "node:http";

export function installPeerAddressHook(options: { trustProxy: boolean }): boolean;
export function isPeerAddressHookInstalled(): boolean;
export function stampPeerAddress(request: IncomingMessage): void;
export function trustProxyFromEnv(env?: NodeJS.ProcessEnv): boolean;
