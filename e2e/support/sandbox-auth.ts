import canaries from "../canaries.json" with { type: "json" };

/**
 * The sandbox's partner key as the e2e server runs it: its secret is one of the canaries that must
 * never reach a browser (e2e/canaries.json), so specs that read the sandbox directly use this.
 */
const credentials = `sandbox-partner:${canaries.SANDBOX_CLIENT_SECRET}`;
export const sandboxAuth = { Authorization: `Basic ${Buffer.from(credentials).toString("base64")}` };
