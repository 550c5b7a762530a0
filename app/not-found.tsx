import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { DESK_PATH } from "@/lib/paths/app-paths";

/** An address that matches no page. Inside the dashboard, segments have their own, with navigation. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <NotFoundPanel
        title="Page not found"
        text="There is no page at this address. It may have been mistyped or moved."
        back={{ href: DESK_PATH, label: "Go to the desk" }}
      />
    </main>
  );
}
