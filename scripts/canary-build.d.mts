export function readCanaries(root: string): Record<string, string>;
export function canaryBuildProblem(root: string): string | null;
export function buildWithCanaries(root: string, env?: NodeJS.ProcessEnv): number;
