"use client";

import { useEffect, useState } from "react";
import { focusRing } from "./styles";

/** Copies a value (an id) to the clipboard and says so; the label names what is copied. */
export function CopyButton({ value, label }: { value: string; label: string }) {
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
        className={`min-h-6 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 ${focusRing}`}
      >
        Copy
      </button>
      <span role="status" className="text-xs text-slate-600">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed: select the id instead" : ""}
      </span>
    </span>
  );
}
