import { z } from "zod";
import { APPROVAL_REQUEST_ACTIONS } from "@/lib/db/schema/approvals";
import { APPROVALS_PATH } from "@/lib/paths/app-paths";

export const APPROVAL_VIEW_VALUES = ["pending", "recent", "expired", "all"] as const;

/** The Approvals page's address: anything it cannot use falls back to the default rather than failing the page. */
const approvalParamsSchema = z.object({
  view: z.enum(APPROVAL_VIEW_VALUES).catch("pending"),
  action: z.enum(APPROVAL_REQUEST_ACTIONS).optional().catch(undefined),
  mine: z
    .literal("1")
    .optional()
    .catch(undefined)
    .transform((value) => value === "1"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ApprovalParams = z.output<typeof approvalParamsSchema>;

export function readApprovalParams(raw: Record<string, string | string[] | undefined>): ApprovalParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return approvalParamsSchema.parse({
    view: first(raw.view),
    action: first(raw.action),
    mine: first(raw.mine),
    page: first(raw.page) ?? 1,
  });
}

export function approvalsHref(params: ApprovalParams): string {
  const query = new URLSearchParams();
  if (params.view !== "pending") query.set("view", params.view);
  if (params.action) query.set("action", params.action);
  if (params.mine) query.set("mine", "1");
  if (params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `${APPROVALS_PATH}?${text}` : APPROVALS_PATH;
}
