import type { AnswerType } from "./answer-types";

/** Which answer type a 2xx is, by method and path, and what keys its variant choice. */
type KeySource =
  { kind: "bodyId" } | { kind: "page" } | { kind: "pathId"; group: number } | { kind: "requestField"; field: string };

type AnswerRoute = { method: "GET" | "POST"; pattern: RegExp; answerType: AnswerType; key: KeySource };

const ID = "([^/]+)";
const HEDGE = `/customers/${ID}/hedges/${ID}`;
const route = (method: AnswerRoute["method"], path: string, answerType: AnswerType, key: KeySource): AnswerRoute => ({
  method,
  pattern: new RegExp(`^${path}$`),
  answerType,
  key,
});
const bodyId = { kind: "bodyId" } as const;
const page = { kind: "page" } as const;

export const ANSWER_ROUTES: readonly AnswerRoute[] = [
  route("GET", "/customers", "customerList", page),
  route("GET", `/customers/${ID}`, "customer", bodyId),
  route("GET", `/customers/${ID}/dual-hedges`, "dualHedgeList", page),
  route("GET", `/customers/${ID}/dual-hedges/${ID}`, "dualHedge", bodyId),
  route("POST", `/customers/${ID}/dual-hedges/${ID}/cancel`, "cancel", { kind: "pathId", group: 2 }),
  route("POST", `${HEDGE}/drawdown/quote`, "drawdownProposal", bodyId),
  route("POST", `${HEDGE}/drawdown/accept`, "drawdownAccept", { kind: "requestField", field: "drawdownProposalId" }),
  route("GET", `${HEDGE}/drawdown/${ID}`, "drawdown", bodyId),
  route("POST", `${HEDGE}/early-settlement/quote`, "earlySettlementProposal", bodyId),
  route("POST", `${HEDGE}/early-settlement/accept`, "earlySettlementAccept", {
    kind: "requestField",
    field: "earlySettlementProposalId",
  }),
  route("GET", "/conversions", "conversionList", page),
  route("GET", `/conversions/${ID}`, "conversion", bodyId),
  route("GET", `/spots/${ID}`, "spot", bodyId),
];

export type Answer = { answerType: AnswerType; key: KeySource; match: RegExpExecArray };

export function answerOf(method: string, path: string): Answer | undefined {
  for (const candidate of ANSWER_ROUTES) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (match) return { answerType: candidate.answerType, key: candidate.key, match };
  }
  return undefined;
}
