import "server-only";
import { afterEach, expect } from "vitest";
import type { HedgingClientOptions } from "../client-api";
import { CLIENT_SECRET, testClient } from "./client";
import { startServer, type Answer, type Received, type TestServer } from "./server";

/**
 * For a test file of the client against a local server: serve() starts one and gives a client of it; after each test
 * the server is closed and the client's log lines are checked to hold neither the secret nor a Basic header.
 */
export function serverPerTest() {
  let server: TestServer | undefined;
  let logLines: string[] = [];

  afterEach(async () => {
    await server?.close();
    server = undefined;
    const all = logLines.join("\n");
    expect(all).not.toContain(CLIENT_SECRET);
    expect(all).not.toContain("Basic ");
    logLines = [];
  });

  return {
    async serve(
      respond: (request: Received, index: number) => Answer | Promise<Answer>,
      overrides: Partial<HedgingClientOptions> = {},
    ) {
      server = await startServer(respond);
      const made = testClient(server.baseUrl, overrides);
      logLines = made.logs.lines;
      return { ...made, received: server.received, server };
    },
    /** A client made without serve() (one of no server): its log lines are checked all the same. */
    checkLogs(lines: string[]) {
      logLines = lines;
    },
  };
}
