"use client";

import { useEffect, useState } from "react";
import { copyButtonClass } from "./styles";

/** Copies a value (an id) to the clipboard and says so; the label names what is copied. */
export function CopyButton({
  value,
  label,
  fallback = "select the id instead",
}: {
  value: string;
  label: string;
  fallback?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${label}`}
        title={`Copy ${value}`}
        className={copyButtonClass}
      >
        Copy
      </button>
      <span role="status" className="text-xs text-slate-600">
        {state === "copied" ? "Copied" : state === "failed" ? `Copy failed: ${fallback}` : ""}
      </span>
    </span>
  );
}
