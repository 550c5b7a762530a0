import "server-only";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

export interface HttpRequestInit {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** Decoded bytes read at most: past it the connection is closed and `text` is undefined. */
  maxBytes: number;
}

export interface Answer {
  status: number;
  /** Undefined when the answer was larger than `maxBytes` (declared or counted). */
  text: string | undefined;
  sunset: string | null;
  /** The Retry-After header as sent (seconds or an HTTP date), for callers that pace themselves. */
  retryAfter: string | null;
}

// Stateless without `stream`, so one serves every answer (a BOM is dropped, a broken sequence becomes U+FFFD).
const utf8 = new TextDecoder();

/** The encodings offered off loopback, each one decoded below. */
export const ACCEPTED_ENCODINGS = "gzip, deflate, br";

/** One request on Node's keep-alive agents (cheaper than `fetch`); never follows a redirect, which carries the keys. */
export function sendRequest(url: string, init: HttpRequestInit): Promise<Answer> {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    const fail = (error: Error) => {
      request.destroy();
      reject(status === undefined ? error : new BrokenAnswerError(status, error));
    };
    const request = send(url, { method: init.method, headers: init.headers, signal: init.signal }, (response) => {
      status = response.statusCode ?? 0;
      response.on("error", fail);
      const sunset = headerValue(response, "sunset");
      const retryAfter = headerValue(response, "retry-after");
      const answer = (text: string | undefined) =>
        resolve({ status: response.statusCode ?? 0, text, sunset, retryAfter });
      if (Number(response.headers["content-length"] ?? 0) > init.maxBytes) {
        request.destroy();
        return answer(undefined);
      }
      const body = decoded(response);
      const chunks: Buffer[] = [];
      let size = 0;
      body.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size <= init.maxBytes) return void chunks.push(chunk);
        request.destroy(); // a never-ending answer stops here
        body.destroy();
        answer(undefined);
      });
      body.on("end", () => answer(utf8.decode(Buffer.concat(chunks, size))));
      body.on("error", fail);
    });
    request.on("error", fail);
    request.end(init.body);
  });
}

/** The status line arrived, then the body broke off (reset, deadline, bad encoding): a 2xx to a mutation still happened. Checked by name, as Next may load this module twice. */
export class BrokenAnswerError extends Error {
  override readonly name = "BrokenAnswerError";
  constructor(
    readonly httpStatus: number,
    cause: Error,
  ) {
    super(`The hedging service answered ${httpStatus}, then its answer broke off`, { cause });
  }
}

function decoded(response: IncomingMessage): Readable {
  const decoder = decoderFor(headerValue(response, "content-encoding")?.trim().toLowerCase());
  return decoder ? response.pipe(decoder) : response;
}

function decoderFor(encoding: string | undefined) {
  if (encoding === "gzip" || encoding === "x-gzip") return createGunzip();
  if (encoding === "deflate") return createInflate();
  if (encoding === "br") return createBrotliDecompress();
  return undefined;
}

function headerValue(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return (Array.isArray(value) ? value.join(", ") : value) ?? null;
}
