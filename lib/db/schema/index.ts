export * from "./sandbox";
export * from "./auth";
export * from "./audit";
export * from "./guards";
export * from "./settings";
export * from "./book";
export * from "./approvals";
export * from "./attention";
