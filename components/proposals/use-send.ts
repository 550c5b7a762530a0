"use client";

import { useRef, useState } from "react";

/**
 * Sends one request (a quote, an accept) and says whether it is out. Only the latest send's
 * callbacks run, so a stale answer never replaces a newer one. This is all the flows used of
 * react-query's useMutation; without its query cache the flow pages ship ~11 kB less.
 */
export function useSend<Input, Result>(send: (input: Input) => Promise<Result>) {
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);

  function mutate(input: Input, on: { onSuccess: (result: Result) => void; onError: () => void }) {
    const call = ++latest.current;
    setPending(true);
    send(input).then(
      (result) => {
        if (call !== latest.current) return;
        setPending(false);
        on.onSuccess(result);
      },
      () => {
        if (call !== latest.current) return;
        setPending(false);
        on.onError();
      },
    );
  }

  return { isPending, mutate };
}
