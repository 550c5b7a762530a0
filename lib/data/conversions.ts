import "server-only";
import { getConversionOrSpot } from "@/lib/hedging/conversion-or-spot";
import { EXPORT_PAGE_SIZE, readAllPages } from "./all-pages";
import { conversionsRead } from "@/lib/book/write-through";
import { readFound } from "./read";

export const listConversions = (query: { page: number; perPage: number }) =>
  readFound((client) => client.listConversions({ ...query, keepBody: true }).then(conversionsRead));

export const getConversion = (conversionId: string) =>
  readFound(async (client) => ({ data: await getConversionOrSpot({ conversionId }, client) }));

export const exportConversions = () => readAllPages((client, page) => client.listConversions({ page, perPage: EXPORT_PAGE_SIZE }));
