/** Sign-in, codes and password checks are a few hundred bytes; anything bigger is refused unread. */
export const MAX_AUTH_BODY_BYTES = 4096;

/** The body, or "too-large" without reading past the cap, whether declared or chunked. */
export async function readCappedBody(request: Request, max = MAX_AUTH_BODY_BYTES): Promise<ArrayBuffer | "too-large"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) return "too-large";
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}
