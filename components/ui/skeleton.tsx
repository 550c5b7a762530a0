/** A grey placeholder bar for loading states; size it with classes. Put it inside a role="status" container. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded bg-slate-200 ${className}`} />;
}
