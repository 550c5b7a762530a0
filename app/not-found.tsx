import Link from "next/link";

/** An address that matches no page. Inside the dashboard, segments have their own, with navigation. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-700">There is no page at this address. It may have been mistyped or moved.</p>
      <p className="mt-4">
        <Link className="text-blue-700 underline underline-offset-2 hover:text-blue-900" href="/">
          Go to the customers list
        </Link>
      </p>
    </main>
  );
}
