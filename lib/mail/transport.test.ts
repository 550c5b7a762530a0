import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { classifySendError, createMailTransport, sendMail } from "./transport";

const sockets: Socket[] = [];
const silent = createServer((socket) => sockets.push(socket)); // accepts, never greets
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

const mail = { to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>", messageId: "<outbox-1@example.com>" };

describe("SMTP failures, temporary or permanent", () => {
  it("a server that never answers times out: temporary", async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`, "desk@example.com", {
      connectionTimeout: 500,
      greetingTimeout: 500,
      socketTimeout: 500,
    });
    const outcome = await sendMail(transport, mail);
    expect(outcome).toMatchObject({ ok: false, permanent: false });
    expect(outcome.ok || outcome.reason).toMatch(/^ETIMEDOUT/);
  });
  it("by the reply's code when there is one, else by whether the server was reached", () => {
    expect(classifySendError({ responseCode: 421, response: "421 busy" })).toEqual({
      permanent: false,
      reason: "421 busy",
    });
    expect(classifySendError({ responseCode: 554, response: "554 no" })).toEqual({ permanent: true, reason: "554 no" });
    expect(classifySendError({ code: "ECONNECTION", message: "refused" }).permanent).toBe(false);
    expect(classifySendError({ code: "EENVELOPE", message: "No recipients defined" }).permanent).toBe(true);
  });
});
