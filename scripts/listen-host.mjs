// Where a server may listen. The sandbox's demo passwords and keys are public, so in sandbox mode a server listens
// beyond this machine only when asked twice: HOST, and SANDBOX_ALLOW_REMOTE=1 (a stray HOST=0.0.0.0 is not enough).

const LOOPBACK_NAMES = new Set(["localhost", "::1", "[::1]", "0:0:0:0:0:0:0:1"]);

/** True for 127.0.0.0/8, ::1 and localhost; false for every other address, and for no host at all (every interface). */
export function isLoopbackHost(host) {
  if (!host) return false;
  const name = host.trim().toLowerCase();
  if (LOOPBACK_NAMES.has(name)) return true;
  const v4 = name.replace(/^::ffff:/, "").match(/^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  return v4 !== null && v4.slice(1).every((octet) => Number(octet) <= 255);
}

/** The sentence that stops the start, or null when it may go ahead. */
export function sandboxListenRefusal({ host, env }) {
  const sandboxMode = !env.HEDGING_API_BASE_URL;
  if (!sandboxMode || isLoopbackHost(host) || env.SANDBOX_ALLOW_REMOTE === "1") return null;
  return (
    `Sandbox mode would listen on ${host || "every interface"}, reachable from other machines with the public demo ` +
    "passwords and sandbox keys. Set SANDBOX_ALLOW_REMOTE=1 as well to mean it, or leave HOST unset (127.0.0.1)."
  );
}
