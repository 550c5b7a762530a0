import { NotFoundPanel } from "@/components/ui/not-found-panel";

/** An address that matches no page. Inside the dashboard, segments have their own, with navigation. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <NotFoundPanel
        title="Page not found"
        text="There is no page at this address. It may have been mistyped or moved."
        back={{ href: "/", label: "Go to the customers list" }}
      />
    </main>
  );
}
