import Link from "next/link";
import type { ActionError, ActionErrorKind } from "@/lib/errors/action-error";
import { keyHint } from "@/lib/errors/key-hint";
import { RetryButton } from "./retry-button";
import { ServiceText } from "./service-text";
import { buttonClass } from "./styles";
import { SIGN_IN_PAGE_PATH } from "@/lib/paths/app-paths";

const TITLES: Partial<Record<ActionErrorKind, string>> = {
  unavailable: "The hedging service did not answer",
  unauthorized: "The hedging service refused Hedge Desk's keys",
  forbidden: "The hedging service does not allow this",
  validation: "The hedging service refused the request",
  "bad-response": "The hedging service answered with something Hedge Desk cannot read",
  "not-found": "Not found",
  unauthenticated: "You are signed out",
};

const HINTS: Partial<Record<ActionErrorKind, string>> = {
  unavailable: "It may be busy or down for a moment. Try again.",
  "bad-response": "Try again; if it keeps happening, give support the reference below.",
};

/** A failed read shown in the page: the service's message and reason, what to do, a retry and the request id. */
export function UpstreamError({ error, title }: { error: ActionError; title?: string }) {
  const titleId = "upstream-error-title"; // one per page
  const hint = keyHint(error) ?? HINTS[error.kind];

  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="mt-6 rounded-lg border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title ?? TITLES[error.kind] ?? "Something went wrong"}
      </h2>
      <p className="mt-2">
        <ServiceText text={error.message} />
      </p>
      {error.reason && (
        <p className="mt-1 text-sm">
          <ServiceText text={error.reason} />
        </p>
      )}
      {hint && <p className="mt-2 text-sm">{hint}</p>}
      {error.requestId && (
        <p className="mt-2 text-xs">
          Reference: <code className="font-mono">{error.requestId}</code>
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {error.kind === "unauthenticated" ? (
          <Link href={SIGN_IN_PAGE_PATH} className={buttonClass.primary}>
            Sign in again
          </Link>
        ) : (
          <RetryButton />
        )}
      </div>
    </section>
  );
}
