// `npm run user:create -- --email someone@example.com --role admin [--name "Some One"]`; the password is prompted, or read from stdin's first line.
// With PGlite, stop the server first.
import { parseArgs } from "node:util";
import { createStaffAccount, StaffAccountError } from "@/lib/auth/accounts";
import { isRole } from "@/lib/auth/roles";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/schemas";
import { closeDatabase, getDb } from "@/lib/db";

const usage = "usage: npm run user:create -- --email <email> --role <viewer|operator|admin> [--name <name>]";

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  process.exit(1);
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stdout.write("\n");
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return done(value);
        if (char === "\u0003") return done(new Error("cancelled"));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/, 1)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) fail("the two passwords differ");
  return first;
}

async function main() {
  let values: { email?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (!values.email || !values.role) fail(usage);
  if (!isRole(values.role)) fail(`--role must be viewer, operator or admin\n${usage}`);
  const password = await readPassword();
  try {
    const created = await createStaffAccount(await getDb(), { email: values.email, role: values.role, name: values.name, password });
    console.log(`Created ${created.role} ${created.email}. They can sign in now.`);
  } catch (error) {
    const known = error instanceof StaffAccountError || (error as Error).name === "DatabaseLockedError";
    console.error(`user:create: ${known ? (error as Error).message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

void main();
