import { ShortId } from "@/components/ui/short-id";
import { currencyPair, EMPTY, formatDate, formatRate } from "@/lib/format/format";
import type { DualHedge } from "@/lib/wire";

/** The dual hedge's own fields; its transaction id is its legs' (they share it). */
export function DualHedgeSummary({ dual }: { dual: DualHedge }) {
  const transactionIds = [...new Set(dual.hedges.map((leg) => leg.transactionId))];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3 lg:grid-cols-6">
      <div>
        <dt className="text-slate-600">Issued</dt>
        <dd className="font-medium">{formatDate(dual.issuedAt)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Route (from → functional → to)</dt>
        <dd className="font-medium">{currencyPair(dual.fromCurrency, dual.functionalCurrency, dual.toCurrency)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Rate</dt>
        <dd className="font-medium tabular">{formatRate(dual.rate)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Legs</dt>
        <dd className="font-medium tabular">{dual.hedges.length}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Transaction</dt>
        <dd>
          {transactionIds.length === 1 ? (
            <ShortId id={transactionIds[0]!} label="transaction id" />
          ) : transactionIds.length === 0 ? (
            EMPTY
          ) : (
            `${transactionIds.length} different`
          )}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Customer id</dt>
        <dd>
          <ShortId id={dual.customerId} label="customer id" />
        </dd>
      </div>
    </dl>
  );
}
