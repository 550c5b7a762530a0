import type { Registry } from "prom-client";

export function metricsRegistry(): Registry;
export function sharedMetric<T>(name: string, make: (registry: Registry) => T): T;
export function beforeScrape(key: string, refresh: () => Promise<void>): void;
export function scrape(): Promise<string>;
export function collectProcessMetrics(): void;
export const contentType: string;
