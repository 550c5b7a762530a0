import { ListSkeleton } from "@/components/ui/list-skeleton";

// In a route group: a loading boundary above an id segment would send 200 before its 404 is known.
export default function ListsLoading() {
  return <ListSkeleton columns={4} rows={6} />;
}
