import "server-only";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../test/fixtures/production-examples");

export const PRODUCTION_EXAMPLES = {
  listDualHedges: path.join(dir, "list-dual-hedges.json"),
  listCustomers: path.join(dir, "list-customers.json"),
  cancelDualHedge: path.join(dir, "cancel-dual-hedge.json"),
  errorCancelledState: path.join(dir, "error-cancelled-state.json"),
};
