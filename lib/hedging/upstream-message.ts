import "server-only";
import type { HedgingError } from "@/lib/hedging";
import { connectionRefused } from "@/lib/hedging/errors";

/** A lost answer to a POST is not a refusal: the sentence says whether it may still have taken effect. */
export function upstreamMessage(error: HedgingError): string {
  const isPost = error.method === "POST";
  const mayHaveHappened = isPost
    ? " It may still have gone through: check the hedge before trying again."
    : " Try again in a moment.";
  if (typeof error.status === "number" && !error.malformedBody) {
    // A 5xx is no refusal: the service's words, and what its failure may mean for a POST.
    return error.kind === "unavailable" && isPost
      ? `${error.message.replace(/[.!]?\s*$/, ".")}${mayHaveHappened}`
      : error.message;
  }
  // Cancel and the accepts read any 2xx as done (lib/hedging/client.ts): a 2xx POST that fails here is a quote.
  const quoteOnly = " A quote on its own moves no money: ask for a new one.";
  const answered2xx = typeof error.httpStatus === "number" && error.httpStatus >= 200 && error.httpStatus <= 299;

  if (error.status === "timeout") return `The hedging service did not answer in time.${mayHaveHappened}`;
  if (error.status === "network") {
    // Refused: the connection never opened, so nothing was sent, whatever the method.
    if (connectionRefused(error))
      return "Hedge Desk could not connect to the hedging service, so nothing was sent. Try again in a moment.";
    return `The connection to the hedging service broke before it answered.${mayHaveHappened}`;
  }
  const limit = tooLargeLimit(error);
  if (limit !== undefined) {
    const next = !isPost
      ? " Hedge Desk stopped reading it; give support the reference."
      : answered2xx
        ? quoteOnly
        : mayHaveHappened;
    return `The hedging service sent an answer larger than ${limit}, more than Hedge Desk accepts.${next}`;
  }
  if (error.status === "bad-response") {
    const done = isPost ? quoteOnly : " Try again; if it keeps happening, give support the reference.";
    if (error.message.includes("not JSON"))
      return `The hedging service answered, but not with data Hedge Desk can read (HTTP ${error.httpStatus}).${done}`;
    return `The hedging service answered with data that does not match what Hedge Desk expects (${fieldsOf(error.message)}).${done}`;
  }
  if (error.kind === "unavailable")
    return `The hedging service failed (HTTP ${error.httpStatus}) and sent an error page instead of an answer.${mayHaveHappened}`;
  return `The hedging service answered HTTP ${error.httpStatus} without saying why.${isPost ? mayHaveHappened : ""}`;
}

function tooLargeLimit(error: HedgingError): string | undefined {
  const cause = error.cause;
  if (!(cause instanceof Error) || cause.name !== "ResponseTooLargeError") return undefined;
  return "limit" in cause && typeof cause.limit === "string" ? cause.limit : "the size limit";
}

function fieldsOf(message: string): string {
  const detail = message.split(": ").slice(1).join(": ");
  const paths = detail
    .split("; ")
    .filter((issue) => !issue.startsWith("and "))
    .map((issue) => issue.split(":")[0]?.trim())
    .filter(Boolean);
  return paths.length > 0 ? `at ${paths.join(", ")}` : "unexpected shape";
}
