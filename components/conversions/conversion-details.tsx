import { CopyButton } from "@/components/ui/copy-button";
import { LocalTimestamp } from "@/components/ui/local-timestamp";
import { LocalTimeScope } from "@/components/ui/local-time-scope";
import { formatAmount, formatDate, formatRate, orEmpty } from "@/lib/format/format";
import type { Conversion } from "@/lib/wire";
import { CurrencyPair } from "./currency-pair";
import { CompletedAt } from "./completed-at";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function ConversionDetails({ conversion }: { conversion: Conversion }) {
  const { fromCurrency, toCurrency } = conversion;
  return (
    <LocalTimeScope>
      <dl className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
        <Field label="Conversion id">
          <code className="break-all font-mono">{conversion.id}</code>{" "}
          <CopyButton value={conversion.id} label="conversion id" />
        </Field>
        <Field label="Organization id">
          <code className="break-all font-mono">{orEmpty(conversion.organizationId)}</code>
        </Field>
        <Field label="Pair">
          <CurrencyPair from={fromCurrency} to={toCurrency} />
        </Field>
        <Field label="From amount">{formatAmount(conversion.fromCurrencyAmount, fromCurrency)}</Field>
        <Field label="To amount">{formatAmount(conversion.toCurrencyAmount, toCurrency)}</Field>
        <Field label="Rate">{formatRate(conversion.quote)}</Field>
        <Field label="Issued">{formatDate(conversion.issuedAt)}</Field>
        <Field label="Accepted at">
          <LocalTimestamp unixSeconds={conversion.acceptedAtTs} />
        </Field>
        <Field label="Completed">
          <CompletedAt value={conversion.completedAt} />
        </Field>
      </dl>
    </LocalTimeScope>
  );
}
