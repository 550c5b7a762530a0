import { parseAsString, type inferParserType } from "nuqs/server";
import { collect, readChoice, type ParamRead } from "@/lib/domain/list-params";
import { INBOX_PATH } from "@/lib/paths/app-paths";
import {
  listUrl,
  pagingParams,
  pagingParsers,
  pagingUrlKeys,
  readPaging,
  type ListRead,
} from "@/lib/search-params/list-url";
import { ALERT_KINDS, type AlertKind } from "./kinds";
import type { InboxQuery } from "./inbox";

// The inbox's address, built as every list's: a kind, unread only, the page; a value it cannot use is named, not replaced.

export const inboxParsers = { kind: parseAsString, unread: parseAsString, ...pagingParsers };
export type InboxParams = inferParserType<typeof inboxParsers>;

function readUnread(raw: string | null): ParamRead<boolean> {
  const value = raw?.trim();
  if (!value) return { ok: true, value: false };
  if (value === "1") return { ok: true, value: true };
  return { ok: false, problem: { param: "unread", value: raw!, message: "Use unread=1 for unread alerts only." } };
}

function readInboxParams(params: InboxParams): ListRead<InboxQuery> {
  const read = collect({
    kind: readChoice("kind", params.kind, ALERT_KINDS, "Kind"),
    unread: readUnread(params.unread),
    ...readPaging(params),
  });
  if (!read.ok) return read;
  const { kind, unread, page, perPage } = read.values;
  return { ok: true, query: { kind: (kind as AlertKind | undefined) ?? null, unread, page, perPage } };
}

export const inboxListUrl = listUrl(inboxParsers, pagingUrlKeys, readInboxParams);

export const inboxQueryPath = (query: Partial<InboxQuery>) =>
  `${INBOX_PATH}${inboxListUrl.serialize({ kind: query.kind ?? null, unread: query.unread ? "1" : null, ...pagingParams(query) })}`;

export const inboxUsablePath = (params: InboxParams) =>
  `${INBOX_PATH}${inboxListUrl.serialize(inboxListUrl.withoutInvalid(params))}`;
