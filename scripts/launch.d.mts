// Types of scripts/launch.mjs for the TypeScript specs and their support files.
import type { ChildProcess } from "node:child_process";

export const root: string;

export interface Launched {
  child: ChildProcess;
  pid: number;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited(): boolean;
  output(): string;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface LaunchOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logFile?: string;
  inherit?: boolean;
  group?: boolean;
  input?: string;
}

export interface Server extends Launched {
  port: number;
  url: string;
  ready(timeoutMs?: number): Promise<void>;
}

export function tail(file: string, lines?: number): string;
export function launch(command: string, args: string[], options?: LaunchOptions): Launched;
export function waitForAnswer(
  proc: Launched,
  url: string,
  options?: { headers?: Record<string, string>; timeoutMs?: number; anyStatus?: boolean },
): Promise<void>;
export function launchServer(
  options: { port: number; env?: Record<string, string>; nodeArgs?: string[] } & Omit<LaunchOptions, "env">,
): Server;
