import { createRoute } from "@hono/zod-openapi";
import type { SandboxApp } from "../context";
import { SANDBOX_BASE_PATH } from "../config";
import { notFound } from "../errors";
import { isSpotOnly } from "../production-profile/spot-only";
import { QUERY, UUID_PATTERN } from "../schemas/common";
import { ConversionListQuery, ConversionParams, SpotParams } from "../schemas/requests";
import { ConversionListSchema, ConversionSchema, SpotSchema } from "../schemas/resources";
import { findConversion, listConversions } from "../store/conversions";
import { toConversion } from "../store/rows";
import { errorResponses, ok } from "./shared";

/** The spot endpoint goes away on 15 July, of a year not given (docs/interface.md, "Conversions and spots"). */
export const SPOT_SUNSET = new Date(Date.UTC(2027, 6, 15));
/** When the spot endpoint was deprecated (RFC 9745 `Deprecation: @<unix seconds>`). */
export const SPOT_DEPRECATED_AT = new Date(Date.UTC(2026, 0, 1));

const listRoute = createRoute({
  method: "get",
  path: "/conversions",
  tags: ["Conversions"],
  summary: "List the organization's conversions",
  request: { query: ConversionListQuery },
  responses: { 200: ok(ConversionListSchema, "A page of conversions, newest first"), ...errorResponses(401, 422) },
});

const getRoute = createRoute({
  method: "get",
  path: "/conversions/{conversionId}",
  tags: ["Conversions"],
  summary: "Get a conversion",
  request: { params: ConversionParams },
  responses: { 200: ok(ConversionSchema, "The conversion"), ...errorResponses(401, 404) },
});

const spotRoute = createRoute({
  method: "get",
  path: "/spots/{spotId}",
  tags: ["Conversions"],
  summary: "Get a spot (deprecated: use GET /conversions/{conversionId})",
  deprecated: true,
  request: { params: SpotParams },
  responses: {
    200: {
      ...ok(SpotSchema, "The spot: a conversion with every field present"),
      headers: {
        Deprecation: { schema: { type: "string" }, description: "RFC 9745 deprecation date" },
        Sunset: { schema: { type: "string" }, description: "RFC 8594 removal date" },
        Link: { schema: { type: "string" }, description: "The successor, rel=successor-version" },
      },
    },
    ...errorResponses(401, 404),
  },
});

export function registerConversionRoutes(app: SandboxApp): void {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const page = query[QUERY.page];
    const perPage = query[QUERY.perPage];
    const { rows, total } = await listConversions(c.get("db"), { page, perPage });
    const body = { conversions: rows.map(toConversion), pagination: { page, perPage, totalResults: total } };
    return c.json(ConversionListSchema.parse(body), 200);
  });

  app.openapi(getRoute, async (c) => {
    const { conversionId } = c.req.valid("param");
    const row = await findConversion(c.get("db"), conversionId.toLowerCase());
    if (!row || (c.get("deps").config.profile === "production" && isSpotOnly(row.id)))
      throw notFound("Conversion", conversionId);
    return c.json(ConversionSchema.parse(toConversion(row)), 200);
  });

  app.openapi(spotRoute, async (c) => {
    const { spotId } = c.req.valid("param");
    const row = UUID_PATTERN.test(spotId) ? await findConversion(c.get("db"), spotId.toLowerCase()) : undefined;
    if (!row) throw notFound("Spot", spotId);
    c.header("Deprecation", `@${Math.floor(SPOT_DEPRECATED_AT.getTime() / 1000)}`);
    c.header("Sunset", SPOT_SUNSET.toUTCString());
    c.header("Link", `<${SANDBOX_BASE_PATH}/conversions/${row.id}>; rel="successor-version"`);
    return c.json(SpotSchema.parse(toConversion(row)), 200);
  });
}
