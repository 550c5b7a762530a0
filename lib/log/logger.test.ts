import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

describe("logger", () => {
  it("censors authorization headers and secrets whatever the caller passes", () => {
    const lines: string[] = [];
    const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });

    logger.info({ headers: { authorization: "Basic c2VjcmV0", Authorization: "Basic c2VjcmV0" } }, "one");
    logger.info({ request: { headers: { authorization: "Basic c2VjcmV0" } }, clientSecret: "s3cret" }, "two");

    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toMatch(/Basic|c2VjcmV0|s3cret/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ headers: { authorization: "[redacted]" } });
  });

  it("can be silenced", () => {
    const lines: string[] = [];
    createLogger({ level: "silent", destination: { write: (line: string) => void lines.push(line) } }).error("nothing");
    expect(lines).toHaveLength(0);
  });
});
