import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import { readdirSync } from "node:fs";
import { LAYERS, layerZones } from "./eslint/layers.mjs";

// lib/domain, lib/format and lib/wire are pure and isomorphic: client components import them, so they must not
// reach the server-only hedging client, Next or React.
const pureLayer = {
  files: ["lib/domain/**", "lib/format/**", "lib/wire/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^(@/lib/hedging|(\\.\\./)+(lib/)?hedging)(/.*)?$",
            message: "Pure layer: take wire types from @/lib/wire, never the server-only hedging client.",
          },
          { regex: "^(next|react|react-dom)(/.*)?$", message: "Pure layer: no Next or React here." },
          { regex: "^server-only$", message: "Pure layer: isomorphic code cannot be server-only." },
        ],
      },
    ],
  },
};

// Every lib folder has a place in eslint/layers.mjs, so a new one cannot bypass the layering.
const unlisted = readdirSync("lib").filter((name) => !LAYERS.some(([listed]) => listed === name));
if (unlisted.length > 0) throw new Error(`eslint/layers.mjs does not list lib/${unlisted.join(", lib/")}`);

// Imports run one way between lib folders; tests and test helpers may reach across.
const layering = {
  files: ["lib/**"],
  ignores: ["**/*.test.ts", "lib/**/testing/**", "lib/**/test-support/**"],
  rules: { "import/no-restricted-paths": ["error", { zones: layerZones() }] },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      ".tmp/**",
      "lib/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  pureLayer,
  layering,
  // Layout is Prettier's (npm run lint checks it); ESLint keeps to correctness.
  prettier,
];

export default config;
