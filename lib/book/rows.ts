import type { Conversion, Customer, DualHedge, Hedge } from "@/lib/wire";
import { calendarDate, exactNumber, plainNumber, rawJson, text, type RawObject } from "./fields";

// Wire objects (lenient reading, lib/wire) to the book's columns; `raw` is the object as written when the body was kept.

export type Seen = { passId: number | null };

export function customerRow(customer: Customer, raw: RawObject, seen: Seen) {
  return {
    id: customer.id,
    companyName: text(customer.companyName),
    companyCountry: text(customer.companyCountry),
    externalCustomerId: text(customer.externalCustomerId),
    status: text(customer.status),
    lastSeenPass: seen.passId,
    raw: rawJson(raw, customer),
  };
}

/** The dual hedge's raw keeps only the legs not stored as legs (unreadable ones): each leg's raw is on its own row. */
export function dualHedgeRow(customerId: string, dualHedge: DualHedge, raw: RawObject, seen: Seen) {
  const stored = new Set(dualHedge.hedges.map((leg) => leg.id));
  const keptLegs = (legs: unknown) =>
    Array.isArray(legs) ? legs.filter((leg) => !(leg && typeof leg === "object" && stored.has(leg.id))) : legs;
  const rawWithoutLegs = raw && { ...raw, hedges: keptLegs(raw.hedges) as never };
  return {
    id: dualHedge.id,
    customerId,
    issuedAt: calendarDate(dualHedge.issuedAt),
    functionalCurrency: text(dualHedge.functionalCurrency),
    fromCurrency: text(dualHedge.fromCurrency),
    toCurrency: text(dualHedge.toCurrency),
    rate: exactNumber(dualHedge.rate, raw?.rate ?? raw?.quote),
    legCount: dualHedge.hedges.length,
    unreadableLegs: dualHedge.unreadableLegs ?? 0,
    lastSeenPass: seen.passId,
    raw: rawJson(rawWithoutLegs, { ...dualHedge, hedges: [] }),
  };
}

export function legRow(customerId: string, dualHedgeId: string, leg: Hedge, raw: RawObject, seen: Seen) {
  return {
    id: leg.id,
    dualHedgeId,
    customerId,
    status: text(leg.status),
    transactionId: text(leg.transactionId),
    externalTransactionId: text(leg.externalTransactionId),
    externalCustomerId: text(leg.externalCustomerId),
    fromCurrency: text(leg.fromCurrency),
    toCurrency: text(leg.toCurrency),
    fromCurrencyAmount: exactNumber(leg.fromCurrencyAmount, raw?.fromCurrencyAmount),
    toCurrencyAmount: exactNumber(leg.toCurrencyAmount, raw?.toCurrencyAmount),
    fixedSide: text(leg.fixedSide),
    initialCollateralAmount: exactNumber(leg.initialCollateralAmount, raw?.initialCollateralAmount),
    quote: exactNumber(leg.quote, raw?.quote),
    externalMarkupPct: exactNumber(leg.externalMarkupPct, raw?.externalMarkupPct),
    acceptedAtTs: plainNumber(leg.acceptedAtTs),
    issuedAt: calendarDate(leg.issuedAt),
    endAt: calendarDate(leg.endAt),
    updatedAt: calendarDate(leg.updatedAt),
    cancelledAt: calendarDate(leg.cancelledAt),
    initialCollateralReceivedAt: calendarDate(leg.initialCollateralReceivedAt),
    fundsReceivedAt: calendarDate(leg.fundsReceivedAt),
    completedAt: calendarDate(leg.completedAt),
    completedAtTs: plainNumber(leg.completedAtTs),
    overdueAt: calendarDate(leg.overdueAt),
    settlementAt: calendarDate(leg.settlementAt),
    settlementType: text(leg.settlementType),
    adjustedMtmChangePct: exactNumber(leg.adjustedMtmChangePct, raw?.adjustedMtmChangePct),
    adjustedMtmChangeTs: plainNumber(leg.adjustedMtmChangeTs),
    spotRate: exactNumber(leg.spotRate, raw?.spotRate),
    lastSeenPass: seen.passId,
    raw: rawJson(raw, leg),
  };
}

export function conversionRow(conversion: Conversion, raw: RawObject, seen: Seen) {
  return {
    id: conversion.id,
    organizationId: text(conversion.organizationId),
    fromCurrency: text(conversion.fromCurrency),
    toCurrency: text(conversion.toCurrency),
    fromCurrencyAmount: exactNumber(conversion.fromCurrencyAmount, raw?.fromCurrencyAmount),
    toCurrencyAmount: exactNumber(conversion.toCurrencyAmount, raw?.toCurrencyAmount),
    quote: exactNumber(conversion.quote, raw?.quote),
    acceptedAtTs: plainNumber(conversion.acceptedAtTs),
    issuedAt: calendarDate(conversion.issuedAt),
    // null means "not completed yet" only when the service said null; undefined (not said, unreadable) stays unknown.
    completedAt: calendarDate(conversion.completedAt),
    completedKnown: conversion.completedAt === null || calendarDate(conversion.completedAt) !== null,
    lastSeenPass: seen.passId,
    raw: rawJson(raw, conversion),
  };
}
