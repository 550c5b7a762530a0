import { CONVERSIONS_PER_SCALE, type ConversionInsert, generateConversion } from "./conversions";
import { type CustomerInsert, generateCustomers } from "./customers";
import { type DualHedgeSeed, generateDualHedge } from "./generate-dual-hedge";
import { createRandom } from "./random";

/** Dual hedges per bulk block (demo-data/bulk.ts): the large account's depth, 60 × (scale − 1). */
export const DUAL_HEDGES_PER_SCALE = 60;
/** The demo block's dual hedges: twice a bulk block's, so the browser tests' fresh Active legs have a reserve. */
export const DEMO_DUAL_HEDGES = 120;

export type DemoData = {
  customers: CustomerInsert[];
  /** Lazily, so a large scale never holds every dual hedge in memory at once. */
  dualHedges(): Generator<DualHedgeSeed>;
  conversions(): Generator<ConversionInsert>;
};

/** Each kind has its own random stream, so changing one generator does not reshuffle the others. */
export function generateDemoData(options: { seed: number; scale: number; today: string; nowTs: number }): DemoData {
  const { seed, scale, today, nowTs } = options;
  const customers = generateCustomers(createRandom(seed), scale, nowTs);
  const approved = customers.filter((customer) => customer.status === "Approved");
  return {
    customers,
    *dualHedges() {
      const random = createRandom(seed ^ 0x2545f491);
      for (let index = 0; index < DEMO_DUAL_HEDGES * scale; index++) {
        const customer = approved[index % approved.length];
        if (!customer) return;
        const ordinal = Math.floor(index / approved.length);
        yield generateDualHedge(random, { index, ordinal, customer, today, nowTs });
      }
    },
    *conversions() {
      const random = createRandom(seed ^ 0x68e31da4);
      for (let index = 0; index < CONVERSIONS_PER_SCALE * scale; index++) {
        yield generateConversion(random, index, today, nowTs);
      }
    },
  };
}
