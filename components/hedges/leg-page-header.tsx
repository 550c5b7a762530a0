import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { shortId } from "@/lib/format/format";
import { dualHedgePath, type LegTarget } from "@/lib/paths/dual-hedge-paths";
import { CUSTOMERS_PATH, customerDualHedgesPath, customerPath } from "@/lib/paths/app-paths";

/** The top of a page under a leg: where it sits (back to its dual hedge), the title, and what the page is for. */
export function LegPageHeader({
  target,
  customerName,
  title,
  children,
}: {
  target: LegTarget;
  customerName: string | null;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div>
      <Breadcrumbs
        items={[
          { label: "Customers", href: CUSTOMERS_PATH },
          {
            label: customerName ?? `Customer ${shortId(target.customerId)}`,
            href: customerPath(target.customerId),
          },
          { label: "Dual hedges", href: customerDualHedgesPath(target.customerId) },
          { label: `Dual hedge ${shortId(target.dualHedgeId)}`, href: dualHedgePath(target) },
          { label: title },
        ]}
      />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children && <div className="mt-2 max-w-3xl text-slate-600">{children}</div>}
    </div>
  );
}
