import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

// lib/domain and lib/wire are pure and isomorphic: client components import them, so they must not
// reach the server-only hedging client, Next or React.
const pureLayer = {
  files: ["lib/domain/**", "lib/wire/**"],
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
  // Layout is Prettier's (npm run lint checks it); ESLint keeps to correctness.
  prettier,
];

export default config;
