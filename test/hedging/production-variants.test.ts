import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { HedgingError } from "@/lib/hedging/errors";
import { readResponse } from "@/lib/hedging/read-response";
import * as schemas from "@/lib/wire";
import {
  ANSWER_TYPES,
  MUTATION_ANSWER_TYPES,
  SAMPLE_ANSWERS,
  variantsOf,
  type AnswerType,
} from "@/lib/sandbox/production-profile";

// The sandbox's production profile lists, per answer type, every way production is known to deviate
// (each display-only field dropped and nulled in turn, one leg, `quote`, fractional pagination,
// non-v4 ids, extra fields, `{}` for mutations). The dashboard's client must read every one of them.

const SCHEMA: Record<AnswerType, z.ZodType> = {
  customer: schemas.customerSchema,
  customerList: schemas.customerPageSchema,
  dualHedge: schemas.dualHedgeSchema,
  dualHedgeList: schemas.dualHedgePageSchema,
  cancel: schemas.cancelDualHedgeResultSchema,
  drawdownProposal: schemas.drawdownProposalSchema,
  drawdown: schemas.drawdownSchema,
  drawdownAccept: schemas.drawdownSchema,
  earlySettlementProposal: schemas.earlySettlementProposalSchema,
  earlySettlementAccept: schemas.hedgeSchema,
  conversion: schemas.conversionSchema,
  conversionList: schemas.conversionPageSchema,
  spot: schemas.conversionSchema,
};

const isMutation = (type: AnswerType) => (MUTATION_ANSWER_TYPES as readonly string[]).includes(type);
const types = Object.keys(ANSWER_TYPES) as AnswerType[];

describe.each(types)("every production variant of a %s answer", (type) => {
  const variants = variantsOf(type, SAMPLE_ANSWERS[type]);

  it("has variants to read (the generator is not empty)", () => {
    expect(variants.length).toBeGreaterThan(3);
  });

  it(isMutation(type) ? "reads as success (a 2xx mutation is done)" : "reads without error", () => {
    for (const { name, body } of variants) {
      for (const status of isMutation(type) ? [200, 201] : [200]) {
        const answer = { status, text: JSON.stringify(body), sunset: null };
        const { outcome } = readResponse(
          SCHEMA[type],
          answer,
          { requestId: "r", method: isMutation(type) ? "POST" : "GET", path: "/" },
          isMutation(type),
        );
        if (outcome instanceof HedgingError) throw new Error(`${type} variant ${name} failed: ${outcome.message}`);
        if (!isMutation(type)) expect(outcome.data, name).not.toBeNull();
      }
    }
  });
});
