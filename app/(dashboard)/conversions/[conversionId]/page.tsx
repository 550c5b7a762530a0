import type { Metadata } from "next";
import { ConversionDetails } from "@/components/conversions/conversion-details";
import { SpotFallbackNotice } from "@/components/conversions/spot-fallback-notice";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { DisplayTimeZoneName } from "@/components/ui/local-time-scope";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { shortId } from "@/lib/format/format";
import { getConversion } from "@/lib/data/conversions";
import { SPOT_REMOVAL_DATE } from "@/lib/hedging/conversion-or-spot";
import { conversionIdSchema } from "@/lib/schemas/ids";
import { conversionIdOrNotFound, idTitle } from "@/lib/search-params/route-ids";
import { CONVERSIONS_PATH } from "@/lib/paths/app-paths";

type Props = { params: Promise<{ conversionId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: idTitle("Conversion", conversionIdSchema, (await params).conversionId) };
}

export default async function ConversionPage({ params }: Props) {
  await requireSession();
  const conversionId = conversionIdOrNotFound((await params).conversionId);
  const read = await getConversion(conversionId);
  const title = `Conversion ${shortId(conversionId)}`;

  return (
    <div>
      <Breadcrumbs items={[{ label: "Conversions", href: CONVERSIONS_PATH }, { label: title }]} />
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
