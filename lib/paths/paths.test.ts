import { describe, expect, it } from "vitest";
import {
  conversionPath,
  customerDualHedgesPath,
  customerExportPath,
  customerPath,
  searchPath,
  signInPath,
} from "./app-paths";
import { auditPath, bookPath, customersSearchPath, deskFiguresPath, deskPath } from "@/lib/search-params/list-paths";
import {
  acceptedDrawdownPath,
  acceptFlowPath,
  decidedApprovalPath,
  drawdownFlowPath,
  drawdownPath,
  dualHedgePath,
  earlySettlementPath,
} from "./dual-hedge-paths";

// Ids come validated, but a path is encoded where it is built: a value with "/", "?" or "#" stays one segment.
const odd = "a/b?c#d e";
const encoded = "a%2Fb%3Fc%23d%20e";

describe("app paths encode what they are given, in one place", () => {
  it("customer and conversion pages", () => {
    expect(customerPath("c-1")).toBe("/customers/c-1");
    expect(customerPath(odd)).toBe(`/customers/${encoded}`);
    expect(customerDualHedgesPath(odd)).toBe(`/customers/${encoded}/dual-hedges`);
    expect(customerExportPath(odd)).toBe(`/customers/${encoded}/dual-hedges/export`);
    expect(conversionPath(odd)).toBe(`/conversions/${encoded}`);
  });

  it("a dual hedge, its legs' flows and a drawdown", () => {
    const target = { customerId: odd, dualHedgeId: odd, hedgeId: odd };
    expect(dualHedgePath(target)).toBe(`/customers/${encoded}/dual-hedges/${encoded}`);
    expect(drawdownFlowPath(target)).toBe(`/customers/${encoded}/dual-hedges/${encoded}/hedges/${encoded}/drawdown`);
    expect(earlySettlementPath(target)).toBe(
      `/customers/${encoded}/dual-hedges/${encoded}/hedges/${encoded}/early-settlement`,
    );
    expect(drawdownPath(target, odd)).toBe(
      `/customers/${encoded}/dual-hedges/${encoded}/hedges/${encoded}/drawdowns/${encoded}`,
    );
    expect(acceptedDrawdownPath({ customerId: "c", dualHedgeId: "d", hedgeId: "h" }, "x")).toBe(
      "/customers/c/dual-hedges/d/hedges/h/drawdowns/x?accepted=1",
    );
    // Where an accept request is decided: its leg's drawdown or early-settlement page.
    expect(acceptFlowPath("acceptDrawdown", target)).toBe(drawdownFlowPath(target));
    expect(acceptFlowPath("acceptEarlySettlement", target)).toBe(earlySettlementPath(target));
    expect(decidedApprovalPath("/customers/c/dual-hedges/d/hedges/h/drawdown", "a&b=c")).toBe(
      "/customers/c/dual-hedges/d/hedges/h/drawdown?approval=a%26b%3Dc",
    );
  });

  it("queries: the customers search, the audit trail, the book and the header search", () => {
    expect(customersSearchPath("ext 7&x")).toBe("/customers?external_id=ext+7%26x");
    expect(auditPath({ action: "drawdown.accept", customer: null, from: "2026-11-20", to: "2026-11-20" })).toBe(
      "/audit?action=drawdown.accept&from=2026-11-20&to=2026-11-20",
    );
    expect(auditPath({ page: 2 })).toBe("/audit?page=2");
    expect(bookPath({ pair: "EUR/USD", status: "Overdue" })).toBe("/book?status=Overdue&pair=EUR/USD");
    expect(searchPath("a&b")).toBe("/search?q=a%26b");
    expect(signInPath("/")).toBe("/sign-in");
    expect(signInPath("/customers?page=2")).toBe("/sign-in?next=%2Fcustomers%3Fpage%3D2");
  });

  it("the desk and its figures page keep the same filters, a chart's table as the fragment", () => {
    expect(deskPath()).toBe("/");
    expect(deskPath({ customer: "", pair: null })).toBe("/");
    expect(deskPath({ customer: "Acme & Co", pair: "EUR/USD" })).toBe("/?customer=Acme+%26+Co&pair=EUR/USD");
    expect(deskFiguresPath()).toBe("/desk/figures");
    expect(deskFiguresPath({ pair: "EUR/USD" }, "ladder")).toBe("/desk/figures?pair=EUR/USD#ladder");
    expect(deskFiguresPath({ customer: "a#b" }, "exposure")).toBe("/desk/figures?customer=a%23b#exposure");
  });
});
