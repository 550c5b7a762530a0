// Which lib/ folder may import which: each folder lists the folders below it that it uses, and a folder
// may only name folders listed before it, so imports run one way (docs/architecture.md draws it).
export const LAYERS = [
  ["env", [], "validated configuration"],
  ["paths", [], "app URLs, importable by client components"],
  ["wire", [], "the service's answer shapes"],
  ["errors", [], "the browser-safe error shape"],
  ["security", [], "response headers"],
  ["db", ["env"], "drizzle schema, migrations and the connection"],
  ["log", ["env"], "the logger"],
  ["metrics", [], "the process's one Prometheus registry and the app's metrics"],
  ["domain", ["wire"], "pure rules: money, dates, drawdowns, approval rules"],
  ["format", ["domain", "paths", "wire"], "how values and rows read to staff, and CSV"],
  ["schemas", ["domain", "format"], "action and form inputs"],
  ["search-params", ["db", "domain", "format", "paths", "schemas", "wire"], "URL state of each list"],
  ["request", ["db", "domain", "errors"], "the browser's address and the customer IP"],
  ["hedging", ["env", "errors", "log", "metrics", "wire"], "the server-only client of the hedging service"],
  ["settings", ["db", "domain", "hedging", "log", "schemas"], "admin settings"],
  ["audit", ["db", "format", "hedging", "log", "search-params"], "the trail and reconciliation"],
  ["backup", ["audit", "db"], "backups of the database and their restore"],
  [
    "auth",
    ["audit", "db", "domain", "env", "hedging", "log", "metrics", "paths", "request", "settings"],
    "staff and sessions",
  ],
  [
    "book",
    ["auth", "db", "env", "format", "hedging", "log", "metrics", "paths", "schemas", "search-params", "wire"],
    "the book",
  ],
  [
    "approvals",
    ["audit", "db", "domain", "errors", "format", "hedging", "schemas", "search-params", "settings"],
    "four eyes",
  ],
  ["locks", ["audit", "db", "errors", "hedging", "log"], "one mutation per object, one accept per proposal"],
  ["desk", ["book", "db", "domain", "env", "format", "log", "schemas", "search-params"], "the desk's figures"],
  [
    "customers",
    [
      "approvals",
      "audit",
      "auth",
      "book",
      "db",
      "desk",
      "domain",
      "env",
      "format",
      "log",
      "paths",
      "schemas",
      "search-params",
    ],
    "one customer's page: figures, activity, notes, refresh",
  ],
  [
    "data",
    [
      "approvals",
      "audit",
      "auth",
      "book",
      "db",
      "domain",
      "errors",
      "format",
      "hedging",
      "log",
      "paths",
      "request",
      "search-params",
    ],
    "pages' reads",
  ],
  [
    "mutations",
    ["approvals", "audit", "book", "data", "db", "domain", "errors", "hedging", "locks", "paths", "schemas"],
    "the one path of each change",
  ],
  [
    "actions",
    [
      "approvals",
      "audit",
      "auth",
      "book",
      "customers",
      "db",
      "desk",
      "domain",
      "env",
      "errors",
      "hedging",
      "log",
      "metrics",
      "mutations",
      "paths",
      "request",
      "schemas",
      "search-params",
      "settings",
    ],
    "server actions",
  ],
  [
    "process",
    ["approvals", "audit", "auth", "backup", "book", "db", "desk", "env", "hedging", "log", "metrics", "request"],
    "start-up, shutdown and background jobs",
  ],
  ["sandbox", ["db", "domain"], "the embedded hedging service; knows nothing of the dashboard"],
];

const order = LAYERS.map(([name]) => name);
for (const [name, allowed] of LAYERS)
  for (const dep of allowed)
    if (order.indexOf(dep) < 0 || order.indexOf(dep) >= order.indexOf(name))
      throw new Error(`eslint/layers.mjs: lib/${name} may only import folders listed before it, not lib/${dep}`);

/** One import/no-restricted-paths zone per folder: every other lib folder it does not list is refused. */
export const layerZones = () =>
  LAYERS.map(([name, allowed]) => ({
    target: `./lib/${name}`,
    from: order.filter((other) => other !== name && !allowed.includes(other)).map((other) => `./lib/${other}`),
    message: `lib/${name} may import only ${allowed.map((a) => `lib/${a}`).join(", ") || "nothing else in lib"} (eslint/layers.mjs).`,
  }));
