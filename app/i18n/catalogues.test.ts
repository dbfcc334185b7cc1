// The catalogues (issue #15): complete, used, well-formed, and Arabic done right.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { en as adminEnglish } from "./admin/en";
import { ar, type MessageKey } from "./ar";
import { INTL_LOCALES, LOCALES, type Locale } from "./locales";
import { CATALOGUES, translatorFor } from "./translator";

const APP = join(import.meta.dirname, "..");
const CATALOGUE_FILES = new Set(["ar.ts", "fr.ts", "en.ts"].map((file) => join(APP, "i18n", file)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const KEYS = Object.keys(ar) as MessageKey[];

/** A message's arguments ({name}, {n, plural, …}), nested ones included, and their kinds. */
function messageArguments(message: string, locale: Locale): Map<string, "text" | "number"> {
  const found = new Map<string, "text" | "number">();
  type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }> };
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (@formatjs/icu-messageformat-parser)
      if (node.type >= 1 && node.type <= 6 && node.value) {
        found.set(
          node.value,
          node.type === 1 && found.get(node.value) !== "number" ? "text" : "number",
        );
      }
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, INTL_LOCALES[locale]).getAst() as Node[]);
  return found;
}

function argumentNames(message: string, locale: Locale): string[] {
  return [...messageArguments(message, locale).keys()].sort();
}

describe("the catalogues", () => {
  it.each(LOCALES)("%s has exactly the keys of the Arabic catalogue", (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual([...KEYS].sort());
  });

  it.each(LOCALES)("every %s message parses and takes the Arabic message's arguments", (locale) => {
    for (const key of KEYS) {
      const names = argumentNames(CATALOGUES[locale][key], locale);
      expect(names, `${locale} ${key}`).toEqual(argumentNames(ar[key], "ar"));
      const values = Object.fromEntries(names.map((name) => [name, 3]));
      expect(translatorFor(locale).t(key, values), `${locale} ${key}`).not.toBe("");
    }
  });

  it("has no key that no code uses, and the code uses no key it lacks", () => {
    const sources = sourceFiles(APP)
      .filter((path) => !CATALOGUE_FILES.has(path))
      .map((path) => readFileSync(path, "utf8"))
      .join("\n");
    const unused = KEYS.filter((key) => !sources.includes(`"${key}"`));
    expect(unused).toEqual([]);
    // Any "area.word" string the code passes to t() or rich() must be a key (TypeScript checks
    // the literal ones; this catches keys built at run time).
    const called = [...sources.matchAll(/\b(?:t|rich)\(\s*"([a-z]+(?:\.[a-zA-Z]+)+)"/g)].map(
      (match) => match[1] ?? "",
    );
    // The admin area's own catalogue (app/i18n/admin, decision 0044) is checked by its own test.
    expect(called.filter((key) => !(key in ar) && !(key in adminEnglish))).toEqual([]);
  });
});

describe("Arabic messages", () => {
  const i = translatorFor("ar");

  it("count lessons with all six CLDR plural categories", () => {
    const lessons = (count: number) => i.t("count.lessons", { count });
    expect(lessons(0)).toBe("لا دروس"); // zero
    expect(lessons(1)).toBe("درس واحد"); // one
    expect(lessons(2)).toBe("درسان"); // two
    expect(lessons(3)).toBe("3 دروس"); // few (3–10)
    expect(lessons(11)).toBe("11 درسًا"); // many (11–99)
    expect(lessons(100)).toBe("100 درس"); // other
    expect(lessons(101)).toBe("101 درس"); // other
  });

  it("count courses, learners, minutes and hours the same way", () => {
    const at = (key: MessageKey, name: string) =>
      [0, 1, 2, 3, 11, 100, 101].map((n) => i.t(key, { [name]: n }));
    expect(at("count.courses", "count")).toEqual([
      "لا دورات",
      "دورة واحدة",
      "دورتان",
      "3 دورات",
      "11 دورة",
      "100 دورة",
      "101 دورة",
    ]);
    expect(at("count.learners", "count")).toEqual([
      "لا متعلمين",
      "متعلم واحد",
      "متعلمان",
      "3 متعلمين",
      "11 متعلمًا",
      "100 متعلم",
      "101 متعلم",
    ]);
    expect(at("duration.minutes", "minutes")).toEqual([
      "0 دقيقة",
      "دقيقة",
      "دقيقتان",
      "3 دقائق",
      "11 دقيقة",
      "100 دقيقة",
      "101 دقيقة",
    ]);
    expect(at("duration.hours", "hours")).toEqual([
      "0 ساعة",
      "ساعة",
      "ساعتان",
      "3 ساعات",
      "11 ساعة",
      "100 ساعة",
      "101 ساعة",
    ]);
  });

  it("writes Western digits 0–9 (decision 0026), where plain Intl Arabic would not", () => {
    expect(i.number(1234567)).toBe("1,234,567");
    expect(i.t("count.lessons", { count: 25 })).toBe("25 درسًا");
    expect(i.t("footer.copyright", { year: 2026, brand: "معرفة" })).toContain("2026");
    // The other choice, and what some ICU versions and browsers give "ar-EG" or "ar" alone: the
    // numbering is named, so every server and browser agrees.
    expect(new Intl.NumberFormat("ar-u-nu-arab").format(25)).toBe("٢٥");
    expect(translatorFor("fr").number(1234567)).toBe("1\u202f234\u202f567");
  });

  it("isolates Latin text and runs of numbers, so that they never read backwards", () => {
    for (const key of KEYS) {
      const message = ar[key];
      if (!/[\u0600-\u06ff]/.test(message)) continue; // not an Arabic sentence
      // Arguments stand in as an Arabic word or a number; what is left is the message's own.
      const values = [...messageArguments(message, "ar")].map(([name, kind]) => [
        name,
        kind === "text" ? "كلمة" : 3,
      ]);
      const shown = i.t(key, Object.fromEntries(values)).replace(/\u2068[^\u2069]*\u2069/g, "");
      expect(shown, key).not.toMatch(/[A-Za-z]/);
      expect(shown, key).not.toMatch(/\d[\d ]*\s\d/);
    }
    expect(i.t("auth.error.invalidPhone")).toContain("(مثل \u206822 12 34 56\u2069)");
  });
});

describe("public components", () => {
  const PUBLIC = [
    "routes/public",
    "components/layout",
    "features/catalogue",
    "features/player",
    "features/progress",
    "features/legal",
    "browser",
  ]
    .flatMap((dir) => sourceFiles(join(APP, dir)))
    // The admin area's frame keeps the specification's English.
    .filter((path) => !path.endsWith("admin-shell.tsx"))
    // The privacy and terms pages' prose: one module per page and language (issue #17).
    .filter((path) => !/features\/legal\/[\w-]+\.(ar|fr|en)\.tsx$/.test(path));
  const withoutComments = (code: string) =>
    code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'])\/\/.*$/gm, "$1");

  it("hold no Arabic words: they come from the catalogues", () => {
    const offenders = [
      ...PUBLIC,
      join(APP, "features/accounts/auth-forms.tsx"),
      join(APP, "features/accounts/account-forms.tsx"),
    ].filter((path) => {
      // The logo's letter is a drawing, written as \u0645.
      return /[\u0600-\u06ff]/.test(withoutComments(readFileSync(path, "utf8")));
    });
    expect(offenders).toEqual([]);
  });

  it("hold no words as JSX text or in text attributes either", () => {
    // The admin frame's own English words in root.tsx (it hydrates without catalogues) aside.
    const ADMIN_WORDS = new Set([
      "Skip to content",
      "Loading…",
      "Something went wrong",
      "Back to Dashboard",
    ]);
    const TEXT_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "hint"]);
    const offenders: string[] = [];
    for (const path of [...PUBLIC, join(APP, "root.tsx")].filter((p) => p.endsWith(".tsx"))) {
      const file = ts.createSourceFile(
        path,
        readFileSync(path, "utf8"),
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      );
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && /\p{L}/u.test(node.text) && !ADMIN_WORDS.has(node.text.trim())) {
          offenders.push(`${path}: ${node.text.trim()}`);
        }
        if (
          ts.isJsxAttribute(node) &&
          TEXT_ATTRIBUTES.has(node.name.getText()) &&
          node.initializer &&
          ts.isStringLiteral(node.initializer) &&
          /\p{L}{2}/u.test(node.initializer.text)
        ) {
          offenders.push(`${path}: ${node.name.getText()}="${node.initializer.text}"`);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(offenders).toEqual([]);
  });
});
