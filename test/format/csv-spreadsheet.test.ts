import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditCsvHeader, auditCsvLine } from "@/lib/audit/csv";
import type { AuditRow } from "@/lib/audit/query";
import { BOOK_LEGS_CSV_HEADER, bookLegCsvRow } from "@/lib/book/legs-csv";
import type { BookLegRow } from "@/lib/book/legs-rows";
import { CSV_BOM, csvLine } from "@/lib/format/csv";
// @ts-expect-error: a plain .mjs script shared with scripts/test.mjs.
import { ensureProgram } from "../../scripts/ensure-program.mjs";

// Text a signed-out person (a failed sign-in's email) or the service (names, ids) may put in a cell.
const HOSTILE = [
  "=1+1",
  "+1+1",
  "-1+1",
  "@SUM(1,1)",
  " =1+1",
  "\t=1+1",
  "\r=1+1",
  "x;=1+1;",
  "'=1+2;=3+4",
  "x; =1+1",
  "x;\t=1+1",
  'x;"=1+1',
  'x;" =1+1"',
  "a,=1+1",
  "a\t=1+1",
  "a|=1+1",
  "a\n=1+1",
  "a\r\n=1+1",
  "a;b,=2+2;c",
  '=HYPERLINK("http://evil.example";"x")',
  "x;-2+3;+4+5;@SUM(1;2)",
];

const leg = (companyName: string): BookLegRow => ({
  id: "b6c1a4b8-9d4e-4e33-8f0e-6a1e2c3d4e5f",
  dualHedgeId: "0d5b9f7e-1c2a-4b3d-9e8f-7a6b5c4d3e2f",
  customerId: "5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c",
  companyName,
  status: "Active",
  transactionId: companyName,
  externalTransactionId: null,
  externalCustomerId: companyName,
  fromCurrency: "EUR",
  toCurrency: "USD",
  fromCurrencyAmount: "1000.10",
  toCurrencyAmount: "-5",
  fixedSide: "fromCurrencyAmount",
  remainingAmount: "1000.10",
  remainingCurrency: "EUR",
  endAt: "2026-03-02",
  settlementAt: "2026-03-04",
  lastSeenAt: new Date("2026-03-01T00:00:00Z"),
  notSeenSince: null,
  customerReadFailedAt: null,
  customerReadAt: null,
});

const trailRow = (email: string): AuditRow =>
  ({
    id: 7,
    occurredAt: "2026-03-01T10:00:00.000Z",
    staffEmail: email,
    staffUserId: "unknown",
    action: "signInFailed",
    customerId: null,
    targetIds: {},
    customerIp: null,
    customerIpSource: null,
    clientAddress: "203.0.113.9",
    detail: { reason: email, amounts: [-1, "-2+3"] },
    outcome: "refused",
    outcomeAt: null,
    upstreamStatus: null,
    errorKind: null,
    errorMessage: email,
    requestId: null,
    earlierOutcome: null,
  }) as unknown as AuditRow;

/** Every export's lines as Hedge Desk writes them, each hostile text in the first column, the middle and the last. */
function exportsWithHostileText(): string {
  let out = CSV_BOM;
  for (const text of HOSTILE) {
    out += csvLine([text, 12.5, text, -3, "plain", text]);
    out += csvLine([-4, text]);
  }
  out += csvLine(BOOK_LEGS_CSV_HEADER);
  out += auditCsvHeader();
  for (const text of HOSTILE) out += csvLine(bookLegCsvRow(leg(text))) + auditCsvLine(trailRow(text));
  return out;
}

let work: string;
let soffice: string;

beforeAll(() => {
  soffice = ensureProgram("soffice");
  work = mkdtempSync(path.join(tmpdir(), "hedge-desk-csv-"));
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * Opens the files in LibreOffice Calc as a spreadsheet set to this list separator would (formulas evaluated, quoted
 * fields not forced to text, as Excel reads them) and answers each file's cells that became formulas.
 */
function formulasWhenOpened(files: Record<string, string>, separator: string): Record<string, string[]> {
  const dir = mkdtempSync(path.join(work, "run-"));
  const inputs = Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, `${name}.csv`);
    writeFileSync(file, text);
    return file;
  });
  // Field separator, text delimiter ("), UTF-8, from line 1, -, -, quoted as text: no, special numbers: yes, -, -,
  // trim spaces: no, -, evaluate formulas: yes.
  const filter = `CSV:${separator.charCodeAt(0)},34,76,1,,0,false,true,false,false,false,-1,true`;
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=${pathToFileURL(path.join(work, "profile")).href}`,
      "--headless",
      "--convert-to",
      "fods",
      `--infilter=${filter}`,
      "--outdir",
      dir,
      ...inputs,
    ],
    { stdio: "ignore", timeout: 120_000 },
  );
  return Object.fromEntries(
    Object.keys(files).map((name) => {
      const sheet = readFileSync(path.join(dir, `${name}.fods`), "utf8");
      return [name, [...sheet.matchAll(/table:formula="([^"]*)"/g)].map((match) => match[1]!)];
    }),
  );
}

describe("CSV exports opened in a real spreadsheet (LibreOffice Calc)", () => {
  // One conversion per separator, every file at once: a few seconds in all.
  it.each([",", ";", "\t"])(
    "no cell is a formula when the list separator is %j",
    (separator) => {
      const formulas = formulasWhenOpened(
        {
          exports: exportsWithHostileText(),
          // What a writer that only quotes and neutralises the first character does: proves the spreadsheet evaluates.
          control: `${CSV_BOM}x;=1+1;,'=1+2;=3+4,=5+6,a\t=7+8\r\n`,
        },
        separator,
      );
      expect(formulas.control!.length).toBeGreaterThan(0);
      expect(formulas.exports).toEqual([]);
    },
    120_000,
  );
});
