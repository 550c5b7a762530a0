"use client";

import { useEffect, useRef } from "react";

let lastUsed: { pager: string; text: string } | null = null;

/** A list is keyed by its URL, so each page brings a new pager: the control just used (Next page) gets the focus back. */
export function PagerFocus({ pager }: { pager: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const nav = marker.current?.closest("nav");
    if (!nav) return;
    const used = lastUsed;
    lastUsed = null;
    if (used?.pager === pager && (document.activeElement === null || document.activeElement === document.body)) {
      Array.from(nav.querySelectorAll("a"))
        .find((link) => link.textContent === used.text)
        ?.focus();
    }
    const remember = (event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return; // opened elsewhere: this page stays
      const link = (event.target as Element).closest("a[href]"); // a disabled control goes nowhere
      if (link) lastUsed = { pager, text: link.textContent ?? "" };
    };
    nav.addEventListener("click", remember);
    return () => nav.removeEventListener("click", remember);
  }, [pager]);
  return <span ref={marker} hidden />;
}
