// The roster parser (issue #29): what spreadsheets in Mauritania's three languages actually save.
import { describe, expect, it } from "vitest";
import {
  CLASS_IMPORT_MAX_BYTES,
  CLASS_IMPORT_MAX_ROWS,
  decodeCsvBytes,
  detectDelimiter,
  headerKey,
  parseCsvRecords,
  parseRosterCsv,
  rosterColumns,
} from "./class-import-csv";

const utf8 = (text: string) => new TextEncoder().encode(text);

function rowsOf(input: Uint8Array | string) {
  const parsed = parseRosterCsv(input);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem}`);
  return parsed.rows;
}

describe("parseRosterCsv", () => {
  it("reads a comma file with LF line ends", () => {
    expect(rowsOf(utf8("name,phone\nAmina,22 12 34 56\nSidi,+22236123456\n"))).toEqual([
      { line: 2, name: "Amina", phone: "22 12 34 56", email: "" },
      { line: 3, name: "Sidi", phone: "+22236123456", email: "" },
    ]);
  });

  it("reads a BOM, semicolons and CRLF, as French Excel saves them", () => {
    const parsed = parseRosterCsv(
      utf8("\uFEFFNom;Téléphone;Courriel\r\nAmina;22123456;a@b.mr\r\n"),
    );
    expect(parsed).toMatchObject({ ok: true, delimiter: ";" });
    expect(rowsOf(utf8("\uFEFFNom;Téléphone\r\nAmina;22123456\r\n"))).toEqual([
      { line: 2, name: "Amina", phone: "22123456", email: "" },
    ]);
  });

  it("reads tabs when the header is tab-separated", () => {
    expect(rowsOf("email\tname\nx@y.mr\tAli\n")).toEqual([
      { line: 2, name: "Ali", phone: "", email: "x@y.mr" },
    ]);
  });

  it("recognises Arabic, French and English column names in any case, with or without accents", () => {
    for (const header of [
      "الاسم,الهاتف,البريد الإلكتروني",
      "الإسم,رقم الهاتف,البريد الالكتروني",
      "NOM,TELEPHONE,E-MAIL",
      "Nom complet,Téléphone,Adresse e-mail",
      "Name,Phone,Email",
      " name , phone number , e-mail ",
    ]) {
      expect(rosterColumns(header.split(",")), header).toEqual({ name: 0, phone: 1, email: 2 });
    }
    expect(headerKey("Téléphone")).toBe("telephone");
    expect(rowsOf("الاسم,الهاتف\nأمينة,٢٢١٢٣٤٥٦\n")).toEqual([
      { line: 2, name: "أمينة", phone: "٢٢١٢٣٤٥٦", email: "" },
    ]);
  });

  it("ignores columns it does not know, in any order", () => {
    expect(rowsOf("Classe,Email,Notes,Nom\n3A,a@b.mr,rien,Amina\n")).toEqual([
      { line: 2, name: "Amina", phone: "", email: "a@b.mr" },
    ]);
  });

  it("reads quoted fields: separators, doubled quotes and line breaks inside", () => {
    const text =
      'name,phone\r\n"Ould Ahmed, Sidi","22 12 34 56"\r\n"Aïcha ""la grande""",22123457\r\n"Two\r\nlines",22123458\r\nLast,22123459';
    expect(rowsOf(text)).toEqual([
      { line: 2, name: "Ould Ahmed, Sidi", phone: "22 12 34 56", email: "" },
      { line: 3, name: 'Aïcha "la grande"', phone: "22123457", email: "" },
      // A cell's line break is one row for a spreadsheet; the name keeps one space.
      { line: 4, name: "Two lines", phone: "22123458", email: "" },
      { line: 5, name: "Last", phone: "22123459", email: "" },
    ]);
  });

  it("numbers lines as a spreadsheet does: blank rows keep their number and are skipped", () => {
    expect(rowsOf("name,phone\n\nA,1\n  \n,,\nB,2\n").map((row) => row.line)).toEqual([3, 6]);
  });

  it("keeps rows with a missing cell (the plan refuses them with their line)", () => {
    expect(rowsOf("name,phone,email\nA\n,22123456\n")).toEqual([
      { line: 2, name: "A", phone: "", email: "" },
      { line: 3, name: "", phone: "22123456", email: "" },
    ]);
  });

  it("refuses a file without a recognisable header, with one problem", () => {
    expect(parseRosterCsv("Amina,22123456\nSidi,22123457\n")).toEqual({
      ok: false,
      problem: "noHeader",
    });
    // A name but no way to reach anyone.
    expect(parseRosterCsv("name,class\nA,3\n")).toMatchObject({ ok: false, problem: "noHeader" });
  });

  it("refuses what is not UTF-8 text", () => {
    // Windows-1252 'Aïcha': ï is 0xEF alone, not UTF-8.
    const latin1 = new Uint8Array([...utf8("name,phone\nA"), 0xef, ...utf8("cha,22123456\n")]);
    expect(parseRosterCsv(latin1)).toEqual({ ok: false, problem: "notUtf8" });
    // UTF-16 with its mark (Excel's 'Unicode text').
    expect(parseRosterCsv(new Uint8Array([0xff, 0xfe, 0x6e, 0x00]))).toEqual({
      ok: false,
      problem: "notUtf8",
    });
    // A spreadsheet's binary file (xlsx is a ZIP) or an image: NUL bytes.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(parseRosterCsv(zip)).toEqual({ ok: false, problem: "notText" });
    expect(parseRosterCsv(new Uint8Array())).toEqual({ ok: false, problem: "empty" });
    expect(parseRosterCsv(utf8("\uFEFF \r\n"))).toEqual({ ok: false, problem: "empty" });
  });

  it("refuses a quote that is never closed, naming its line", () => {
    expect(parseRosterCsv('name,phone\nA,1\n"B,2\nC,3\n')).toEqual({
      ok: false,
      problem: "unclosedQuote",
      line: 3,
    });
  });

  it("accepts a file of just under 5 MB and refuses one just over", () => {
    const header = "name,phone,notes\n";
    const row = `Amina,22123456,${"x".repeat(4000)}\n`;
    let text = header;
    while (text.length + row.length <= CLASS_IMPORT_MAX_BYTES) text += row;
    const under = utf8(text);
    expect(under.length).toBeLessThanOrEqual(CLASS_IMPORT_MAX_BYTES);
    expect(under.length).toBeGreaterThan(CLASS_IMPORT_MAX_BYTES - row.length);
    const parsed = parseRosterCsv(under);
    expect(parsed.ok && parsed.rows.length).toBe(
      Math.floor((text.length - header.length) / row.length),
    );
    // The same text as the preview's form sends it back (CRLF line breaks) is the same size.
    const padded = text + "x".repeat(CLASS_IMPORT_MAX_BYTES - under.length);
    expect(utf8(padded.replace(/\n/g, "\r\n")).length).toBeGreaterThan(CLASS_IMPORT_MAX_BYTES);
    expect(parseRosterCsv(padded.replace(/\n/g, "\r\n")).ok).toBe(true);
    const over = utf8(text + row);
    expect(over.length).toBeGreaterThan(CLASS_IMPORT_MAX_BYTES);
    expect(parseRosterCsv(over)).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseRosterCsv(text + row)).toEqual({ ok: false, problem: "tooLarge" });
    expect(decodeCsvBytes(over)).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("refuses more rows than one import takes", () => {
    const rows = Array.from({ length: CLASS_IMPORT_MAX_ROWS + 1 }, (_, i) => `L${i},${i}`);
    expect(parseRosterCsv(`name,phone\n${rows.join("\n")}`)).toEqual({
      ok: false,
      problem: "tooManyRows",
    });
    expect(rowsOf(`name,phone\n${rows.slice(1).join("\n")}`)).toHaveLength(CLASS_IMPORT_MAX_ROWS);
  });
});

describe("detectDelimiter and parseCsvRecords", () => {
  it("takes the header line's most frequent separator, outside quotes", () => {
    expect(detectDelimiter("a,b,c\n")).toBe(",");
    expect(detectDelimiter("a;b;c\n1,5;2,5;3\n")).toBe(";");
    expect(detectDelimiter('"a;b;c",d\n')).toBe(",");
    expect(detectDelimiter("a\tb\n")).toBe("\t");
    expect(detectDelimiter("name\n")).toBe(",");
  });

  it("keeps a stray quote inside an unquoted field as written", () => {
    expect(parseCsvRecords('a,b"c\n', ",")).toEqual({ ok: true, records: [["a", 'b"c']] });
    expect(parseCsvRecords("a,\r\n\r\n", ",")).toEqual({ ok: true, records: [["a", ""], [""]] });
  });
});
