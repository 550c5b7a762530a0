import { NotFoundSection } from "@/components/ui/not-found-section";
import { buttonClass } from "@/components/ui/styles";
import { DESK_PATH } from "@/lib/paths/app-paths";

/**
 * An address that matches no page. Inside the dashboard, segments have their own, with navigation.
 * Its way back is a plain <a>, not next/link: this boundary's client code loads on every page beside the dashboard
 * layout's, and Turbopack gives each its own copy of next/link (4 kB gzip twice on every page). A 404 is rare.
 */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <NotFoundSection
        title="Page not found"
        text="There is no page at this address. It may have been mistyped or moved."
        back={
          <a href={DESK_PATH} className={`${buttonClass.secondary} inline-block`}>
            Go to the desk
          </a>
        }
      />
    </main>
  );
}
