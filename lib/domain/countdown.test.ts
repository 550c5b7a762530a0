import { describe, expect, it } from "vitest";
import { announcement, clockOffsetMs, formatCountdown, remaining } from "./countdown";

// The server quotes at 14:00:00 UTC; the proposal is valid for 5 minutes.
const serverQuoteMs = Date.UTC(2026, 10, 21, 14, 0, 0);
const validUntilTs = serverQuoteMs / 1000 + 300;
const FIVE_MINUTES = 5 * 60_000;

describe("clockOffsetMs", () => {
  it("is server time minus client time", () => {
    expect(clockOffsetMs(serverQuoteMs, serverQuoteMs + FIVE_MINUTES)).toBe(-FIVE_MINUTES);
    expect(clockOffsetMs(serverQuoteMs, serverQuoteMs - FIVE_MINUTES)).toBe(FIVE_MINUTES);
    expect(clockOffsetMs(serverQuoteMs, serverQuoteMs)).toBe(0);
  });

  it("places the server's stamp at the midpoint of the round trip", () => {
    // Sent at client 1000, received at client 1400, server stamped 1200 on a synchronised clock.
    expect(clockOffsetMs(1200, 1400, 400)).toBe(0);
    expect(clockOffsetMs(1200, 1400)).toBe(-200);
    expect(clockOffsetMs(1200, 1400, -5)).toBe(-200);
  });

  it("falls back to the local clock on a broken measurement", () => {
    expect(clockOffsetMs(Number.NaN, 1400)).toBe(0);
  });
});

describe("remaining with a skewed browser clock", () => {
  for (const [name, skewMs] of [
    ["correct", 0],
    ["five minutes fast", FIVE_MINUTES],
    ["five minutes slow", -FIVE_MINUTES],
  ] as const) {
    it(`shows the server's remaining time when the browser clock is ${name}`, () => {
      const receivedAt = serverQuoteMs + skewMs + 150; // the answer took 300 ms there and back
      const offset = clockOffsetMs(serverQuoteMs, receivedAt, 300);
      expect(offset).toBe(0 - skewMs);

      const atReceipt = remaining(validUntilTs, receivedAt, offset, serverQuoteMs);
      expect(atReceipt).toMatchObject({ msLeft: 299_850, expired: false, minutes: 5, seconds: 0, warn: false });
      expect(atReceipt.fractionLeft).toBeCloseTo(0.9995, 4);

      const later = remaining(validUntilTs, receivedAt + 234_850, offset, serverQuoteMs);
      expect(later).toMatchObject({ msLeft: 65_000, minutes: 1, seconds: 5, warn: false });

      const end = remaining(validUntilTs, receivedAt + 299_850, offset, serverQuoteMs);
      expect(end).toMatchObject({ msLeft: 0, expired: true, minutes: 0, seconds: 0, fractionLeft: 0, warn: false });
    });
  }

  it("would be five minutes wrong without the offset", () => {
    const fastClock = serverQuoteMs + FIVE_MINUTES;
    expect(remaining(validUntilTs, fastClock, 0).expired).toBe(true);
    expect(remaining(validUntilTs, fastClock, -FIVE_MINUTES).msLeft).toBe(FIVE_MINUTES);
  });
});

describe("remaining", () => {
  const at = (msLeft: number) => remaining(validUntilTs, validUntilTs * 1000 - msLeft, 0, serverQuoteMs);

  it("rounds shown seconds up, so 0:00 means expired", () => {
    expect(at(500)).toMatchObject({ expired: false, minutes: 0, seconds: 1 });
    expect(at(60_000)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(at(60_001)).toMatchObject({ minutes: 1, seconds: 1 });
  });

  it("warns in the last 30 seconds only", () => {
    expect(at(30_001).warn).toBe(false);
    expect(at(30_000).warn).toBe(true);
    expect(at(1).warn).toBe(true);
  });

  it("never goes below zero, and stays expired", () => {
    expect(at(-10_000)).toMatchObject({ msLeft: 0, expired: true, fractionLeft: 0 });
  });

  it("keeps the bar within 0..1, and full when the lifetime is unknown", () => {
    expect(at(150_000).fractionLeft).toBe(0.5);
    expect(remaining(validUntilTs, serverQuoteMs - 10_000, 0, serverQuoteMs).fractionLeft).toBe(1);
    expect(remaining(validUntilTs, serverQuoteMs, 0).fractionLeft).toBe(1);
  });

  it("handles fractional validUntilTs (a double)", () => {
    expect(remaining(1000.25, 999_000, 0).msLeft).toBe(1250);
  });
});

describe("formatCountdown", () => {
  it("writes minutes and two-digit seconds", () => {
    expect(formatCountdown(300_000)).toBe("5:00");
    expect(formatCountdown(65_000)).toBe("1:05");
    expect(formatCountdown(9_000)).toBe("0:09");
    expect(formatCountdown(8_001)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-5)).toBe("0:00");
    expect(formatCountdown(3_900_000)).toBe("65:00");
  });
});

describe("announcement", () => {
  // Replays a countdown ticking every second from 5:00 and collects what would be announced.
  function announcementsEvery(stepMs: number, fromMs = 300_000): [string, string][] {
    const heard: [string, string][] = [];
    let previous: string | null = null;
    for (let msLeft = fromMs; msLeft >= -stepMs; msLeft -= stepMs) {
      const text = announcement(Math.max(0, msLeft), previous);
      if (text) heard.push([formatCountdown(Math.max(0, msLeft)), (previous = text)]);
    }
    return heard;
  }

  it("speaks at each whole minute, at 30 s, 10 s and at expiry", () => {
    expect(announcementsEvery(1000)).toEqual([
      ["5:00", "5 minutes left"],
      ["4:00", "4 minutes left"],
      ["3:00", "3 minutes left"],
      ["2:00", "2 minutes left"],
      ["1:00", "1 minute left"],
      ["0:30", "30 seconds left"],
      ["0:10", "10 seconds left"],
      ["0:00", "Quote expired"],
    ]);
  });

  it("still speaks each milestone once when ticks arrive late and uneven", () => {
    const heard = announcementsEvery(1700).map(([, text]) => text);
    expect(heard).toEqual([
      "5 minutes left",
      "4 minutes left",
      "3 minutes left",
      "2 minutes left",
      "1 minute left",
      "30 seconds left",
      "10 seconds left",
      "Quote expired",
    ]);
  });

  it("says nothing between milestones", () => {
    expect(announcement(239_000, "4 minutes left")).toBeNull();
    expect(announcement(20_000, "30 seconds left")).toBeNull();
    expect(announcement(0, "Quote expired")).toBeNull();
  });
});
