import "server-only";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import { sharedMetric } from "./registry.mjs";

// Every metric the app's own code moves, in one place. Labels take only values named in code (operations, actions,
// classes): never a customer, staff, object or request id, which belong in the audit trail and the logs.

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  sharedMetric(
    name,
    (registry: Registry) => new Histogram<L>({ name, help, labelNames, buckets: SECONDS, registers: [registry] }),
  );
const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  sharedMetric(name, (registry: Registry) => new Counter<L>({ name, help, labelNames, registers: [registry] }));
const gauge = (name: string, help: string) =>
  sharedMetric(name, (registry: Registry) => new Gauge({ name, help, registers: [registry] }));

export const upstreamSeconds = histogram(
  "hedge_desk_upstream_request_duration_seconds",
  "Requests to the hedging service (each attempt), by operation, status class (2xx…5xx, timeout, network, bad_response) and caller (pages and actions, or the book's background sync).",
  ["operation", "status_class", "caller"],
);
export const upstreamRetries = counter(
  "hedge_desk_upstream_retries_total",
  "Reads to the hedging service tried again after a 502/503/504 or a network failure.",
  ["operation"],
);
export const upstreamTimeouts = counter(
  "hedge_desk_upstream_timeouts_total",
  "Calls to the hedging service that ran out of their time budget (HEDGING_API_TIMEOUT_MS).",
  ["operation"],
);

export const actionSeconds = histogram(
  "hedge_desk_server_action_duration_seconds",
  "Server actions by name and outcome (ok, invalid, redirect, or the error's kind such as forbidden or unavailable).",
  ["action", "outcome"],
);

export const signInFailures = counter(
  "hedge_desk_sign_in_failures_total",
  "Sign-ins refused, by step (password, two_factor) and reason (refused, rate_limited).",
  ["step", "reason"],
);

export const bookSyncPasses = counter(
  "hedge_desk_book_sync_passes_total",
  "Book sync passes this instance ran, by how they ended.",
  ["status"],
);
export const bookSyncCalls = counter(
  "hedge_desk_book_sync_calls_total",
  "Calls to the hedging service spent by the book's sync on this instance.",
);
export const bookRowsWritten = counter(
  "hedge_desk_book_rows_written_total",
  "Rows the book's sync wrote (changed objects) on this instance.",
);
export const bookWriteSeconds = histogram(
  "hedge_desk_book_write_duration_seconds",
  "Time the book's writes (a page of a pass, a page's read written through) held the database, inside their transactions.",
  [],
);
export const itemsRefreshSeconds = histogram(
  "hedge_desk_items_refresh_duration_seconds",
  "Refreshes of the work queue's items on this instance, by look: the legs that changed, or the whole book.",
  ["look"],
);
export const alertsRaiseSeconds = histogram(
  "hedge_desk_alerts_raise_duration_seconds",
  "Time raising alerts took (each person's alert and instant mail for a batch of events, in one transaction).",
  [],
);
export const alertsRaised = counter(
  "hedge_desk_alerts_raised_total",
  "Alerts raised on this instance (one per person per event).",
);
export const bookOldestReadAge = gauge(
  "hedge_desk_book_oldest_read_age_seconds",
  "Age of the book's oldest complete read of a customer's dual hedges (database clock); 0 with no customer read yet.",
);
export const bookClassOldestReadAge = sharedMetric(
  "hedge_desk_book_class_oldest_read_age_seconds",
  (registry: Registry) =>
    new Gauge({
      name: "hedge_desk_book_class_oldest_read_age_seconds",
      help: "Age of the oldest complete read in each read class of customers (the book's freshness promise is per class).",
      labelNames: ["class"],
      registers: [registry],
    }),
);
export const bookLastPassAge = gauge(
  "hedge_desk_book_last_complete_pass_age_seconds",
  "Time since the last sync pass that read every customer ended; -1 before the first.",
);
export const bookCustomersStale = gauge(
  "hedge_desk_book_customers_stale",
  "Customers whose last read failed: their rows are as of their last good read.",
);
export const bookCustomersUnread = gauge(
  "hedge_desk_book_customers_never_read",
  "Customers the book knows but has not read completely yet.",
);

export const approvalsWaiting = gauge("hedge_desk_approvals_waiting", "Requests for a second approval still pending.");
export const approvalsExpiring = gauge(
  "hedge_desk_approvals_expiring_soon",
  "Pending requests for a second approval that expire within the next 15 minutes.",
);

export const chainOk = gauge(
  "hedge_desk_audit_chain_ok",
  "1 when the last check of the audit trail's hash chain found it whole, 0 when broken, -1 before any check.",
);
export const chainVerifiedRows = gauge(
  "hedge_desk_audit_chain_verified_rows",
  "Place in the chain up to which the audit trail was last verified.",
);
export const chainVerifiedAt = gauge(
  "hedge_desk_audit_chain_last_check_timestamp_seconds",
  "When the audit trail's hash chain was last checked (Unix time); 0 before any check.",
);
export const gaugesReadFailures = counter(
  "hedge_desk_metrics_database_read_failures_total",
  "Scrapes whose database-backed gauges (book, approvals, audit chain) could not be read; those keep their last values.",
);
