import type { Conversion } from "@/lib/wire";
import { formatAmount, formatDate, formatRate, shortId } from "./format";
import { conversionPath } from "@/lib/paths/app-paths";

/** One conversion of the list, formatted on the server: the rows' client component only lays these strings out. */
export type ConversionRow = {
  id: string;
  shortId: string;
  href: string;
  issued: string;
  acceptedAtTs: number | null;
  fromCurrency: string | null;
  toCurrency: string | null;
  fromAmount: string;
  toAmount: string;
  rate: string;
  /** null while the conversion has not completed; a dash when the answer did not say. */
  completed: string | null;
};

export function toConversionRow(conversion: Conversion): ConversionRow {
  return {
    id: conversion.id,
    shortId: shortId(conversion.id),
    href: conversionPath(conversion.id),
    issued: formatDate(conversion.issuedAt),
    acceptedAtTs: conversion.acceptedAtTs,
    fromCurrency: conversion.fromCurrency,
    toCurrency: conversion.toCurrency,
    fromAmount: formatAmount(conversion.fromCurrencyAmount, conversion.fromCurrency),
    toAmount: formatAmount(conversion.toCurrencyAmount, conversion.toCurrency),
    rate: formatRate(conversion.quote),
    completed: conversion.completedAt === null ? null : formatDate(conversion.completedAt),
  };
}
