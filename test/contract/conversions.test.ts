import { beforeAll, describe, expect, it } from "vitest";
import {
  conversionPath,
  conversionsPath,
  listAllConversions,
  MALFORMED_IDS,
  nowSeconds,
  spotPath,
  unknownUuid,
  sandboxForThisFile,
  utcDate,
} from "./support/fixtures";
import { basic, expectError, expectOk, PARTNER, type ApiResponse } from "./support/http";
import { amountsMatchQuoteEitherSide } from "./support/money";
import { describePagination } from "./support/pagination";
import {
  conversionListSchema,
  conversionSchema,
  spotNonNullSchema,
  spotSchema,
  type Conversion,
} from "./support/schemas";

const ctx = sandboxForThisFile();
let all: Conversion[] = [];

beforeAll(async () => {
  all = await listAllConversions(ctx.api);
});

describe("GET /conversions", () => {
  it("lists at least 150 strict conversions with unique ids, some not completed yet", () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(all.filter((c) => c.completedAt === null).length).toBeGreaterThan(0);
    expect(all.filter((c) => c.completedAt !== null).length).toBeGreaterThan(0);
  });

  it("keeps amounts on the rate and dates in order", () => {
    const today = utcDate();
    for (const c of all) {
      expect(
        amountsMatchQuoteEitherSide(c),
        `${c.id}: ${c.toCurrencyAmount} * ${c.quote} vs ${c.fromCurrencyAmount}`,
      ).toBe(true);
      expect(c.issuedAt <= today, `${c.id} issued in the future`).toBe(true);
      if (c.completedAt !== null) expect(c.completedAt >= c.issuedAt, `${c.id} completed before issued`).toBe(true);
      expect(c.acceptedAtTs).toBeLessThanOrEqual(nowSeconds() + 60);
    }
  });
});

describePagination({
  name: "GET /conversions",
  ctx,
  path: () => conversionsPath,
  key: "conversions",
  schema: conversionListSchema,
  minTotal: 150,
  walkPerPage: 25,
});

describe("GET /conversions/{conversionId}", () => {
  it("returns each conversion exactly as listed", async () => {
    for (const conversion of all) {
      expect(await ctx.api.getOk(conversionSchema, conversionPath(conversion.id))).toStrictEqual(conversion);
    }
  });

  it("is 404 for an unknown id", async () => {
    expectError(await ctx.api.get(conversionPath(unknownUuid())), 404);
  });

  it.each(MALFORMED_IDS)("is 404 for the malformed id %s", async (id) => {
    expectError(await ctx.api.get(conversionPath(id)), 404);
  });
});

/** Splits a Link header into its links (commas inside <...> or quotes do not split). */
function parseLinks(header: string): { uri: string; params: Record<string, string> }[] {
  const links: { uri: string; params: Record<string, string> }[] = [];
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,=\s]+(?:\s*=\s*(?:"[^"]*"|[^;,\s]*))?)*)/g)) {
    const params: Record<string, string> = {};
    for (const p of match[2]!.matchAll(/;\s*([^;,=\s]+)(?:\s*=\s*(?:"([^"]*)"|([^;,\s]*)))?/g)) {
      params[p[1]!.toLowerCase()] = p[2] ?? p[3] ?? "";
    }
    links.push({ uri: match[1]!, params });
  }
  return links;
}

async function expectDeprecationHeaders(res: ApiResponse, conversionId: string) {
  const deprecation = res.headers.get("deprecation");
  expect(deprecation, "Deprecation header").not.toBeNull();
  // RFC 9745 (@unix-seconds), or the older draft forms: "true" or an HTTP-date.
  expect(
    /^@-?\d+$/.test(deprecation!) || deprecation === "true" || !Number.isNaN(Date.parse(deprecation!)),
    `Deprecation: ${deprecation}`,
  ).toBe(true);

  const sunset = res.headers.get("sunset");
  expect(sunset, "Sunset header").not.toBeNull();
  // An IMF-fixdate HTTP-date (RFC 8594 / RFC 9110) on 15 July, in the future.
  expect(sunset).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), 15 Jul \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  expect(new Date(sunset!).toUTCString(), "the weekday matches the date").toBe(sunset);
  expect(Date.parse(sunset!)).toBeGreaterThan(Date.now());

  const link = res.headers.get("link");
  expect(link, "Link header").not.toBeNull();
  expect(link).toContain(`/conversions/${conversionId}`);
  expect(link).toContain('rel="successor-version"');
  const successor = parseLinks(link!).find((l) => l.params.rel?.split(/\s+/).includes("successor-version"));
  expect(successor, `a successor-version link in ${link}`).toBeDefined();
  const target = new URL(successor!.uri, ctx.api.url(spotPath(conversionId)));
  expect(target.pathname).toBe(new URL(ctx.api.url(conversionPath(conversionId))).pathname);
  // The link leads to the conversion itself.
  const followed = await fetch(new URL(target.pathname, ctx.api.baseUrl), {
    headers: { authorization: basic(PARTNER.user, PARTNER.pass) },
  });
  expect(followed.status).toBe(200);
  expect(conversionSchema.parse(await followed.json()).id).toBe(conversionId);
}

describe("GET /spots/{spotId} (deprecated)", () => {
  it("answers for a completed conversion's id with every field non-null, equal to the conversion", async () => {
    const conversion = all.find((c) => c.completedAt !== null)!;
    const res = await ctx.api.get(spotPath(conversion.id));
    expect(expectOk(res, spotNonNullSchema)).toStrictEqual(conversion);
    await expectDeprecationHeaders(res, conversion.id);
  });

  it("answers for a conversion not yet completed with every field present, as the conversion has them", async () => {
    const conversion = all.find((c) => c.completedAt === null)!;
    const res = await ctx.api.get(spotPath(conversion.id));
    const spot = expectOk(res, spotSchema);
    expect(Object.keys(spot).sort()).toStrictEqual(Object.keys(conversionSchema.shape).sort());
    expect(spot).toStrictEqual(conversion);
    await expectDeprecationHeaders(res, conversion.id);
  });

  it("answers for every conversion id", async () => {
    for (const conversion of all) {
      expect((await ctx.api.get(spotPath(conversion.id))).status, conversion.id).toBe(200);
    }
  });

  it("is 404 for an unknown id", async () => {
    expectError(await ctx.api.get(spotPath(unknownUuid())), 404);
  });

  it.each(MALFORMED_IDS)("is 404 for the malformed id %s", async (id) => {
    expectError(await ctx.api.get(spotPath(id)), 404);
  });
});
