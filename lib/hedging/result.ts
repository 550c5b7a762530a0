import "server-only";
import type { Drift } from "./drift";

/** A read or mutation's answer: the data as read, the request id to quote to support, and what drifted from the document. */
export interface HedgingResult<T> {
  data: T;
  requestId: string;
  drift: Drift[];
  /** The body as received, only when the call asked for it (`keepBody`). */
  body?: string;
}
