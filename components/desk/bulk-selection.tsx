"use client";

import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/styles";

/** Keeps what is ticked across pages (session storage) and sends it; before it starts, the page's boxes post alone. */
export function BulkSelection({ storageKey, pageIds }: { storageKey: string; pageIds: number[] }) {
  const anchor = useRef<HTMLParagraphElement>(null);
  const [selected, setSelected] = useState<Set<number> | null>(null);

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const stored = new Set<number>(JSON.parse(sessionStorage.getItem(storageKey) ?? "[]") as number[]);
    const boxes = () => [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="itemIds"]')];
    for (const box of boxes()) if (box.checked) stored.add(Number(box.value));
    for (const box of boxes()) box.checked = stored.has(Number(box.value));
    const save = (next: Set<number>) => {
      sessionStorage.setItem(storageKey, JSON.stringify([...next]));
      setSelected(new Set(next));
    };
    save(stored);
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.name !== "itemIds") return;
      if (box.checked) stored.add(Number(box.value));
      else stored.delete(Number(box.value));
      save(stored);
    };
    // Sent: the selection is used up (the desk that comes back says what came of it).
    const onSubmit = () => sessionStorage.removeItem(storageKey);
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
    };
  }, [storageKey]);

  const clear = () => {
    const form = anchor.current?.closest("form");
    for (const box of form?.querySelectorAll<HTMLInputElement>('input[name="itemIds"]') ?? []) box.checked = false;
    sessionStorage.removeItem(storageKey);
    setSelected(new Set());
  };

  if (selected === null)
    return (
      <p ref={anchor} className="text-sm text-slate-700" data-testid="bulk-count">
        Tick items on this page, or apply to every item in this view.
      </p>
    );
  const elsewhere = [...selected].filter((id) => !pageIds.includes(id));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p ref={anchor} role="status" className="text-sm text-slate-700" data-testid="bulk-count">
        {selected.size} {selected.size === 1 ? "item" : "items"} selected
        {elsewhere.length > 0 ? ` (${elsewhere.length} on other pages)` : ""}.
      </p>
      {elsewhere.map((id) => (
        <input key={id} type="hidden" name="itemIds" value={id} />
      ))}
      {selected.size > 0 && (
        <button type="button" onClick={clear} className={buttonClass.secondary}>
          Clear selection
        </button>
      )}
    </div>
  );
}
