// A stand-in in front of the sandbox: counts every call, can hold each one `delayMs` (a service that far away), and reads
// each list's total from its answers, so the pages a full sync pass needs come from the service, not the app's counters.
import { createServer, request } from "node:http";

/** The sync's page size (lib/book/config.ts): the interface's largest. */
const SYNC_PER_PAGE = 100;

export function startUpstreamProxy(target) {
  const state = { requests: 0, errors: 0, delayMs: 0, lists: new Map(), customerIds: new Set() };
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    state.requests += 1;
    // Plain JSON back, so its totals can be read here (loopback: compression saves nothing).
    const headers = { ...incoming.headers, host: upstream.host };
    delete headers["accept-encoding"];
    setTimeout(() => {
      const forward = request(
        { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
        (answer) => {
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("end", () => {
            const body = Buffer.concat(chunks);
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(body);
            if (answer.statusCode !== 200) state.errors += 1;
            else if (incoming.method === "GET") note(state, incoming.url, body);
          });
        },
      );
      forward.on("error", () => {
        state.errors += 1;
        outgoing.destroy();
      });
      incoming.pipe(forward);
    }, state.delayMs);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        state,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** Each list's total (by path), and the customers the customer list named. */
function note(state, url, body) {
  const { pathname } = new URL(url, "http://proxy");
  let json;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return;
  }
  const total = json?.pagination?.totalResults;
  if (typeof total !== "number") return;
  state.lists.set(pathname, total);
  if (pathname.endsWith("/customers")) for (const customer of json.customers ?? []) state.customerIds.add(customer.id);
}

/** The pages one full pass needs: every list read once at the sync's page size, an empty list still one call. */
export function pagesNeeded(state) {
  let pages = 0;
  for (const total of state.lists.values()) pages += Math.max(1, Math.ceil(total / SYNC_PER_PAGE));
  const unread = [...state.customerIds].filter((id) => !state.lists.has(`/sandbox/v1/customers/${id}/dual-hedges`));
  return { pages, lists: state.lists.size, customers: state.customerIds.size, customersUnread: unread.length };
}
