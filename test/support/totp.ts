import { createHmac } from "node:crypto";

// RFC 6238 with node:crypto, independent of better-auth's own implementation, as an authenticator app computes it.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export function totpAt(base32Secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Decode(base32Secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

export const totpCounter = (now = Date.now()) => Math.floor(now / 30_000);

export function currentTotp(base32Secret: string): string {
  return totpAt(base32Secret, totpCounter());
}

/** A code no check at this moment accepts (servers allow a step either side). */
export function wrongTotp(base32Secret: string): string {
  const counter = totpCounter();
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => totpAt(base32Secret, counter + step)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String((Number(totpAt(base32Secret, counter)) + 500_000 + candidate) % 1_000_000).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}
