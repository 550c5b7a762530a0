import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";

/** An unknown customer or dual hedge (the service said 404, or the id is not an id). The navigation stays. */
export default function CustomerNotFound() {
  return (
    <NotFoundPanel
      text="The hedging service has no customer or dual hedge with that id for this partner. Check the id, or find the customer in the list."
      back={{ href: CUSTOMERS_PATH, label: "Go to customers" }}
    />
  );
}
