import { messages, protocol, type PGlite, type Results } from "@electric-sql/pglite";

type Parser = PGlite["parsers"][number];

const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const ERROR_RESPONSE = 0x45; // E

const COUNTED_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

const utf8 = new TextDecoder();

/** An error answer is read by PGlite's own parser, so the same DatabaseError is thrown, code and all. */
function throwDatabaseError(data: Uint8Array): never {
  let error: unknown;
  new protocol.Parser().parse(data, (message) => {
    if (message instanceof messages.DatabaseError) error ??= message;
  });
  throw error;
}

/** The rows of one Bind/Describe/Execute/Sync answer, read from Postgres's bytes as PGlite's `parseResults` would. */
export function readResult<T>(
  data: Uint8Array,
  parserFor: (dataTypeID: number) => Parser | undefined,
  rowMode: "array" | "object",
): Results<T> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  let command: string | undefined;
  for (let at = 0; at < data.length;) {
    const type = data[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    if (type === ERROR_RESPONSE) throwDatabaseError(data);
    if (type === ROW_DESCRIPTION) {
      const count = view.getInt16(p);
      p += 2;
      fields = [];
      for (let i = 0; i < count; i++) {
        const nameEnd = data.indexOf(0, p);
        const name = utf8.decode(data.subarray(p, nameEnd));
        // After the name: table OID (4), column number (2), type OID (4), size (2), modifier (4), format (2).
        fields.push({ name, dataTypeID: view.getInt32(nameEnd + 7) });
        p = nameEnd + 19;
      }
      parsers = fields.map((field) => parserFor(field.dataTypeID));
    } else if (type === DATA_ROW) {
      const count = view.getInt16(p);
      p += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length === -1) values[i] = null;
        else {
          const text = utf8.decode(data.subarray(p, p + length));
          const parser = parsers[i];
          values[i] = parser ? parser(text, fields[i]!.dataTypeID) : text;
          p += length;
        }
      }
      rows.push(rowMode === "array" ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
    } else if (type === COMMAND_COMPLETE) {
      const words = utf8.decode(data.subarray(p, end - 1)).split(" ");
      command = words[0];
      const n = parseInt(words[words.length - 1]!, 10);
      if (COUNTED_COMMANDS.has(command!)) affectedRows += n;
      if (!Number.isNaN(n)) rowCount = n;
    }
    at = end;
  }
  const result: Results<T> & { command?: string; rowCount?: number } = { rows: rows as T[], fields, affectedRows };
  if (command !== undefined) result.command = command;
  if (rowCount !== undefined) result.rowCount = rowCount;
  return result;
}
