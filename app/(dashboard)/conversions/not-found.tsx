import Link from "next/link";
import { ConversionLookup } from "@/components/conversions/conversion-lookup";

/** An id that is not a conversion id, or one the hedging service knows neither as a conversion nor as a spot. */
export default function ConversionNotFound() {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Conversion not found</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The hedging service has no conversion with that id. Check the id and try again, or go back to the{" "}
        <Link href="/conversions" className="text-blue-700 underline underline-offset-2">
          list of conversions
        </Link>
        .
      </p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <ConversionLookup autoFocus />
      </div>
    </div>
  );
}
