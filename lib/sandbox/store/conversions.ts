import { asc, and, eq } from "drizzle-orm";
import { sandboxConversions } from "@/lib/db/schema/sandbox";
import { type Page, type PageResult, pageOffset } from "./paging";
import { lastListPosition, pageOfPositions } from "./positions";
import type { ConversionRow, Queryable } from "./rows";

/** All conversions belong to one organization: the partner's own. */
export const SANDBOX_ORGANIZATION_ID = "5f0c1d2e-7a4b-4c3d-9e8f-0a1b2c3d4e5f";

export async function listConversions(db: Queryable, options: Page): Promise<PageResult<ConversionRow>> {
  const where = eq(sandboxConversions.organizationId, SANDBOX_ORGANIZATION_ID);
  const position = sandboxConversions.listPosition;
  // The last list position is the count: count(*) would read every row.
  const total = await lastListPosition(db, sandboxConversions, position, where);
  const offset = pageOffset(options, total);
  if (offset === null) return { rows: [], total };
  const rows = await db
    .select()
    .from(sandboxConversions)
    .where(and(where, pageOfPositions(position, offset, options.perPage)))
    .orderBy(asc(position));
  return { rows, total };
}

export async function findConversion(db: Queryable, id: string): Promise<ConversionRow | undefined> {
  const [row] = await db.select().from(sandboxConversions).where(eq(sandboxConversions.id, id)).limit(1);
  return row?.organizationId === SANDBOX_ORGANIZATION_ID ? row : undefined;
}
