"use client";

import { type MouseEvent, type ReactNode, useRef, useState } from "react";

const RESET_AFTER_MS = 2000;

/** One click handler and one live region for every `ScopedCopyButton` inside it (server output React never re-renders). */
export function CopyScope({ className, children }: { className?: string; children: ReactNode }) {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function onClick(event: MouseEvent<HTMLDivElement>) {
    const scope = event.currentTarget;
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-copy-value]");
    if (!button) return;
    const copyValue = button.dataset.copyValue ?? "";
    const copyLabel = button.getAttribute("aria-label")?.replace(/^Copy /, "") || "the id";
    let copied = true;
    try {
      await navigator.clipboard.writeText(copyValue);
    } catch {
      copied = false;
    }
    button.textContent = copied ? "Copied" : "Failed";
    setMessage(copied ? `Copied ${copyLabel}` : `Copy failed: select ${copyLabel} instead`);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      for (const shown of scope.querySelectorAll("button[data-copy-value]"))
        if (shown.textContent !== "Copy") shown.textContent = "Copy";
      setMessage("");
    }, RESET_AFTER_MS);
  }

  return (
    <div className={className} onClick={onClick}>
      {children}
      <p role="status" className="sr-only">
        {message}
      </p>
    </div>
  );
}
