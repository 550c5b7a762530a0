import canaries from "../canaries.json" with { type: "json" };

/**
 * The sandbox's partner key as the e2e server runs it: when its secret is one of the canaries that
 * must never reach a browser (e2e/canaries.json), specs that read the sandbox directly use that.
 */
const secret = (canaries as Record<string, string>).SANDBOX_CLIENT_SECRET ?? "sandbox-secret";
export const sandboxAuth = { Authorization: `Basic ${Buffer.from(`sandbox-partner:${secret}`).toString("base64")}` };
