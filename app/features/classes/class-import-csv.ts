// Reading a class roster from a spreadsheet (issue #29, 'Import learners'). Pure: bytes or text in,
// rows or one problem out; the import plan (class-import.server.ts) decides what each row means.
// What teachers' spreadsheets actually send:
// - UTF-8 with or without a byte-order mark (Excel adds one; LibreOffice and Google Sheets don't);
//   anything else (UTF-16 "Unicode text", a Windows code page, an .xlsx saved under a .csv name)
//   is refused as a whole with one message, rather than read into mojibake names.
// - Commas, or semicolons where the decimal separator is a comma (French locales), or tabs: the
//   header line says which (the most frequent of the three outside quotes).
// - RFC 4180 quoting: quotes doubled inside a quoted field, line breaks inside quotes; CRLF or LF.
// - Column names in English, French or Arabic, in any case, with or without accents or hamza.
// Line numbers count records as a spreadsheet numbers its rows: the header is line 1, a blank row
// still takes its number, and a cell with a line break inside stays on one line.

/** The largest file read: about 50,000 rows of name, phone and email. */
export const CLASS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * What the request guard (server/request-guard.ts) lets through to the route: room for the form's
 * other fields and the multipart envelope, and for a file somewhat over the limit, so that the
 * page (not a bare 413) tells the teacher it is too large. Beyond this the guard answers 413.
 * Not more: with a buffered limit of 6 MiB, a client still streaming a far larger body saw its
 * connection reset (EPIPE) before it read the guard's 413 (server/hardening.test.ts).
 */
export const CLASS_IMPORT_MAX_REQUEST_BYTES = CLASS_IMPORT_MAX_BYTES + 512 * 1024;
/** Learners in one import: a preview longer than this is no longer read row by row. */
export const CLASS_IMPORT_MAX_ROWS = 5000;

export type CsvProblem =
  "empty" | "tooLarge" | "notUtf8" | "notText" | "noHeader" | "unclosedQuote" | "tooManyRows";

export interface RosterRow {
  /** The row's number as a spreadsheet shows it (the header is 1). */
  line: number;
  name: string;
  phone: string;
  email: string;
}

export interface RosterColumns {
  name: number;
  phone: number | null;
  email: number | null;
}

export type ParsedRoster =
  | { ok: true; delimiter: "," | ";" | "\t"; columns: RosterColumns; rows: RosterRow[] }
  | { ok: false; problem: CsvProblem; line?: number };

const BOM = "\uFEFF";

/** The file's text, or why it is not a UTF-8 text file. */
export function decodeCsvBytes(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; problem: CsvProblem } {
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  if (bytes.length > CLASS_IMPORT_MAX_BYTES) return { ok: false, problem: "tooLarge" };
  // UTF-16 (Excel's "Unicode text") starts with FF FE or FE FF; ZIP (xlsx, ods) with PK\3\4.
  const b0 = bytes[0];
  const b1 = bytes[1];
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
    return { ok: false, problem: "notUtf8" };
  }
  // A NUL never appears in text: a spreadsheet's binary file, an image, UTF-16 without its mark.
  if (bytes.includes(0)) return { ok: false, problem: "notText" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "notUtf8" };
  }
  return { ok: true, text };
}

/** Text as a column name is compared: no case, accents, hamza, spaces or punctuation. */
export function headerKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const HEADER_NAMES: Record<keyof RosterColumns, readonly string[]> = {
  name: [
    "name",
    "fullname",
    "learner",
    "learnername",
    "studentname",
    "nom",
    "nomcomplet",
    "nomprenom",
    "nometprenom",
    "prenomnom",
    "prenometnom",
    "apprenant",
    "eleve",
    "الاسم",
    "اسم",
    "الاسمالكامل",
    "الاسمواللقب",
    "الاسمالثلاثي",
  ],
  phone: [
    "phone",
    "phonenumber",
    "telephone",
    "tel",
    "mobile",
    "cell",
    "whatsapp",
    "portable",
    "numero",
    "numerodetelephone",
    "numerotelephone",
    "الهاتف",
    "هاتف",
    "رقمالهاتف",
    "الجوال",
    "رقمالجوال",
    "الرقم",
    "واتساب",
  ].map(headerKey),
  email: [
    "email",
    "emailaddress",
    "mail",
    "courriel",
    "adressemail",
    "adresseemail",
    "adressecourriel",
    "البريدالالكتروني",
    "البريد",
    "الايميل",
    "ايميل",
  ].map(headerKey),
};
const NAME_KEYS = new Set(HEADER_NAMES.name.map(headerKey));
const PHONE_KEYS = new Set(HEADER_NAMES.phone);
const EMAIL_KEYS = new Set(HEADER_NAMES.email);

/** Which column holds what; null when the line names no name column or no way to reach anyone. */
export function rosterColumns(header: readonly string[]): RosterColumns | null {
  const find = (keys: Set<string>) => {
    const index = header.findIndex((cell) => keys.has(headerKey(cell)));
    return index === -1 ? null : index;
  };
  const name = find(NAME_KEYS);
  const phone = find(PHONE_KEYS);
  const email = find(EMAIL_KEYS);
  if (name === null || (phone === null && email === null)) return null;
  return { name, phone, email };
}

/** The separator the header line uses most, outside quotes (a comma when there is none). */
export function detectDelimiter(text: string): "," | ";" | "\t" {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && (char === "," || char === ";" || char === "\t")) counts[char]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return ",";
}

/**
 * The records of RFC 4180 text, each with its spreadsheet line number. A quote inside an unquoted
 * field, or text after a closing quote, is kept as written (spreadsheets are lenient there too);
 * a quoted field still open at the end of the file is the one thing that cannot be read.
 */
export function parseCsvRecords(
  text: string,
  delimiter: string,
): { ok: true; records: string[][] } | { ok: false; line: number } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let quotedStartLine = 0;
  let atFieldStart = true;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = "";
    atFieldStart = true;
  };
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
      continue;
    }
    if (char === '"' && atFieldStart) {
      quoted = true;
      quotedStartLine = records.length + 1;
      atFieldStart = false;
    } else if (char === delimiter) {
      record.push(field);
      field = "";
      atFieldStart = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else {
      field += char;
      atFieldStart = false;
    }
  }
  if (quoted) return { ok: false, line: quotedStartLine };
  // The last line, unless the file ended with a line break.
  if (field !== "" || record.length > 0) endRecord();
  return { ok: true, records };
}

/** The roster's rows: UTF-8 bytes as uploaded, or the text a preview carried. */
export function parseRosterCsv(input: Uint8Array | string): ParsedRoster {
  let text: string;
  if (typeof input === "string") {
    // A form sends its fields' line breaks as CRLF (HTML's form encoding): the text of a file
    // saved with LF comes back longer by one byte a line. Either reads the same.
    input = input.replace(/\r\n/g, "\n");
    if (input.length === 0) return { ok: false, problem: "empty" };
    if (new TextEncoder().encode(input).length > CLASS_IMPORT_MAX_BYTES) {
      return { ok: false, problem: "tooLarge" };
    }
    if (input.includes("\0")) return { ok: false, problem: "notText" };
    text = input;
  } else {
    const decoded = decodeCsvBytes(input);
    if (!decoded.ok) return decoded;
    text = decoded.text;
  }
  if (text.startsWith(BOM)) text = text.slice(1);
  if (text.trim() === "") return { ok: false, problem: "empty" };
  const delimiter = detectDelimiter(text);
  const parsed = parseCsvRecords(text, delimiter);
  if (!parsed.ok) return { ok: false, problem: "unclosedQuote", line: parsed.line };
  const [header = [], ...body] = parsed.records;
  const columns = rosterColumns(header);
  if (!columns) return { ok: false, problem: "noHeader" };
  const cell = (record: string[], index: number | null) =>
    index === null ? "" : (record[index] ?? "").trim();
  const rows: RosterRow[] = [];
  for (const [index, record] of body.entries()) {
    // A blank row (or one of empty cells: a spreadsheet's formatted but unused rows) is no learner.
    if (record.every((value) => value.trim() === "")) continue;
    if (rows.length === CLASS_IMPORT_MAX_ROWS) return { ok: false, problem: "tooManyRows" };
    rows.push({
      line: index + 2,
      name: cell(record, columns.name).replace(/\s+/g, " "),
      phone: cell(record, columns.phone),
      email: cell(record, columns.email),
    });
  }
  return { ok: true, delimiter, columns, rows };
}
