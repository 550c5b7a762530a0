import "server-only";
import { readFound } from "./read";

export const getDrawdown = (target: { customerId: string; hedgeId: string; drawdownId: string }) =>
  readFound((client) => client.getDrawdown(target));
