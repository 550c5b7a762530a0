export * from "./conversion";
export * from "./customer";
export * from "./drawdown";
export * from "./dual-hedge-schemas";
export * from "./early-settlement";
export * from "./hedge";
export type { OpenEnum } from "./fields";
export * from "./pagination";
