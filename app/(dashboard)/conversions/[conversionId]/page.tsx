import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConversionDetails } from "@/components/conversions/conversion-details";
import { SpotFallbackNotice } from "@/components/conversions/spot-fallback-notice";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { DisplayTimeZoneName } from "@/components/ui/local-time-scope";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { shortId } from "@/lib/domain/format";
import { getConversionOrSpot, SPOT_REMOVAL_DATE } from "@/lib/hedging/conversion-or-spot";
import { readUpstream } from "@/lib/pages/upstream";
import { conversionLookupSchema } from "@/lib/schemas/conversions";

type Props = { params: Promise<{ conversionId: string }> };

/** A path that is not a conversion id is a 404 without asking the service. Lower-cased. */
async function conversionIdOrNotFound(params: Props["params"]): Promise<string> {
  const parsed = conversionLookupSchema.safeParse({ conversionId: (await params).conversionId });
  return parsed.success ? parsed.data.conversionId : notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = conversionLookupSchema.safeParse({ conversionId: (await params).conversionId });
  return { title: parsed.success ? `Conversion ${shortId(parsed.data.conversionId)}` : "Conversion not found" };
}

/**
 * One conversion: GET /conversions/{id}, and until 15 July 2027 the deprecated spot when only
 * that endpoint knows the id (lib/hedging/conversion-or-spot.ts). Neither knows it: the 404 page.
 */
export default async function ConversionPage({ params }: Props) {
  await requireSession();
  const conversionId = await conversionIdOrNotFound(params);
  const read = await readUpstream(getConversionOrSpot({ conversionId }).then((found) => ({ data: found, requestId: found.requestId })));
  const title = `Conversion ${shortId(conversionId)}`;

  return (
    <div>
      <Breadcrumbs items={[{ label: "Conversions", href: "/conversions" }, { label: title }]} />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {read.ok ? (
        <>
          <p className="mt-2 text-slate-600">
            Times in <DisplayTimeZoneName />.
          </p>
          {read.data.source === "spot" && <SpotFallbackNotice removalDate={SPOT_REMOVAL_DATE} />}
          <ConversionDetails conversion={read.data.conversion} />
        </>
      ) : (
        <UpstreamError error={read.error} title="This conversion could not be loaded" />
      )}
    </div>
  );
}
