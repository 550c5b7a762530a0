// A process's memory as Linux counts it (/proc/<pid>/status), in MiB: what staff's machine must hold.
import { readFileSync, readdirSync } from "node:fs";
import { median } from "./measure.mjs";

const kib = (pid, field) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
  } catch {
    return 0; // gone meanwhile; a zombie has no VmRSS line either
  }
};

/** Resident memory now (`VmRSS`), 0 once the process is gone. */
export const rssMiB = (pid) => Math.round(kib(pid, "VmRSS") / 1024);

/** The medians of four quarters of RSS readings, and the last quarter's growth over the second's (the first is start-up). */
export function quarterGrowth(rss) {
  const quarters = [0, 1, 2, 3].map((k) => median(rss.filter((_, i) => Math.floor((4 * i) / rss.length) === k)));
  return { quarters, growth: (quarters[3] - quarters[1]) / quarters[1] };
}

/** The most it was ever resident (`VmHWM`). */
export const peakMiB = (pid) => Math.round(kib(pid, "VmHWM") / 1024);

function childrenOf(pid) {
  return readdirSync("/proc").filter((name) => {
    try {
      return /^\d+$/.test(name) && readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === pid;
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** The process and all its descendants, not only its children: what `npm start` leaves running. */
export function treeRss(pid) {
  const pids = [];
  for (let queue = [String(pid)]; queue.length;) {
    const next = queue.shift();
    pids.push(next);
    queue.push(...childrenOf(next));
  }
  return { processes: pids.length, rssMiB: Math.round(pids.reduce((sum, id) => sum + kib(id, "VmRSS"), 0) / 1024) };
}
