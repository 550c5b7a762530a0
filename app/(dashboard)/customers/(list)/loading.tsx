import { ListSkeleton } from "@/components/ui/list-skeleton";

// In a route group, so it does not stream [customerId] before its 404 is known.
export default function CustomersLoading() {
  return <ListSkeleton columns={10} rows={6} />;
}
