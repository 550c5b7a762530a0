import { NotFoundSection } from "@/components/ui/not-found-section";
import { buttonClass } from "@/components/ui/styles";
import { DESK_PATH } from "@/lib/paths/app-paths";

/** An address matching no page; a plain <a> back, as next/link here would ship a second copy on every page. */
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
