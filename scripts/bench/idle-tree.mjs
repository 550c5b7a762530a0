// `npm start`'s process tree at idle: `node <its flags> scripts/start.mjs` in sandbox mode on a throwaway folder, the
// RSS of it and every descendant once it answers and holds still.
import { rmSync } from "node:fs";
import path from "node:path";
import { launch, waitForAnswer } from "../launch.mjs";
import { START_NODE_FLAGS } from "../start-flags.mjs";
import { judged } from "./budgets.mjs";
import { peakMiB, treeRss } from "./memory.mjs";

/** Read each second from 15 s after it answered (start-up gives memory back in steps) until three agree within 2 %. */
async function steady(pid, maxSeconds) {
  const readings = [];
  for (let second = 1; second <= maxSeconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (second < 15) continue;
    readings.push(treeRss(pid));
    const last = readings.slice(-3).map((r) => r.rssMiB);
    if (last.length === 3 && Math.max(...last) <= Math.min(...last) * 1.02) return { ...readings.at(-1), second };
  }
  return { ...readings.at(-1), second: maxSeconds };
}

async function measure({ root, port, maxSeconds = 60 }) {
  const dataDir = path.join(root, ".tmp", "bench", "idle-tree-data");
  rmSync(dataDir, { recursive: true, force: true });
  const start = launch(process.execPath, [...START_NODE_FLAGS, "scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      HEDGING_API_BASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      HEDGING_SYNC_ENABLED: "0", // the sync's memory is the book part's to judge
    },
  });
  try {
    await waitForAnswer(start, `http://127.0.0.1:${port}/api/health`, { timeoutMs: 240_000 });
    const tree = await steady(start.pid, maxSeconds);
    const shown = `${tree.rssMiB} MiB in ${tree.processes} process${tree.processes > 1 ? "es" : ""}, steady ${tree.second} s after it answered; start-up peak ${peakMiB(start.pid)} MiB`;
    return [judged("idle", "memory.idleTree", tree.rssMiB, shown)];
  } finally {
    await start.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const part = { name: "idle", run: measure };
