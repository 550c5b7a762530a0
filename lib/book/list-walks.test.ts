import { describe, expect, it } from "vitest";
import { CONVERSIONS_SHARE, listWalks } from "./list-walks";

const MIN = 60_000;

describe("what the lists' walks take from the scheduled sync's rate", () => {
  it("a short conversions list is walked every interval and takes little", () => {
    const walks = listWalks({ customers: 50, conversions: 10 }, 5, 15 * MIN);
    expect(walks.conversionsEveryMs).toBe(15 * MIN + 10 * 1000);
    expect(walks.callsPerSecond).toBeCloseTo(50 / 910 + 10 / 910, 3);
  });

  it("a long conversions list takes no more than its share of the rate, and is walked less often", () => {
    // 3,600 pages at 5 calls a second: a page a second at most, so an hour's walk, then the interval
    const walks = listWalks({ customers: 200, conversions: 3_600 }, 5, 15 * MIN);
    expect(walks.conversionsEveryMs).toBe(75 * MIN);
    const conversionsShare = 3_600 / (75 * 60) / 5;
    expect(conversionsShare).toBeLessThanOrEqual(CONVERSIONS_SHARE);
    expect(walks.callsPerSecond).toBeCloseTo(200 / (900 + 40) + 3_600 / 4_500, 3);
  });
});
