import { ConversionLookup } from "@/components/conversions/conversion-lookup";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { CONVERSIONS_PATH } from "@/lib/paths/app-paths";

/** An id that is not a conversion id, or one the hedging service knows neither as a conversion nor as a spot. */
export default function ConversionNotFound() {
  return (
    <NotFoundPanel
      title="Conversion not found"
      text="The hedging service has no conversion with that id. Check the id and try again."
      back={{ href: CONVERSIONS_PATH, label: "Back to the conversions" }}
    >
      <ConversionLookup autoFocus />
    </NotFoundPanel>
  );
}
