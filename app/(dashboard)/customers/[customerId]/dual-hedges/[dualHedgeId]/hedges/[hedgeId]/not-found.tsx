import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";

/** An unknown or malformed customer, dual hedge, leg or drawdown id (the service's 404, or ours). */
export default function LegNotFound() {
  return (
    <NotFoundPanel
      text="The hedging service knows no such leg or drawdown for this customer and dual hedge. Check the link, or find the dual hedge from the customer list."
      back={{ href: CUSTOMERS_PATH, label: "Customers" }}
    />
  );
}
