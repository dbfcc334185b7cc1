// The admin catalogues (issue #27, decision 0044): the same keys in the three, none empty, the
// same {placeholders} in each translation as in the English, and English the specification's.
import { describe, expect, it } from "vitest";
import { LOCALES } from "../locales";
import { ADMIN_CATALOGUES, adminTranslator, formatAdminMessage } from "./admin-i18n";
import { en } from "./en";

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the admin catalogues", () => {
  const keys = Object.keys(en).sort();

  it.each(LOCALES)("%s has exactly the English keys", (locale) => {
    expect(Object.keys(ADMIN_CATALOGUES[locale]).sort()).toEqual(keys);
  });

  it.each(LOCALES)("%s has no empty message", (locale) => {
    const empty = Object.entries(ADMIN_CATALOGUES[locale])
      .filter(([, message]) => message.trim() === "")
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LOCALES)("%s uses the English message's placeholders, no more, no fewer", (locale) => {
    // A singular may say "one" in words instead of the number ("درس واحد").
    const singular = (key: string) => /(\.one|One)$/.test(key);
    const used = (key: string, message: string) =>
      placeholders(message).filter((name) => !(singular(key) && name === "count"));
    const different = keys.filter(
      (key) =>
        JSON.stringify(used(key, ADMIN_CATALOGUES[locale][key as keyof typeof en])) !==
        JSON.stringify(used(key, en[key as keyof typeof en])),
    );
    expect(different).toEqual([]);
  });

  it("writes Arabic in Arabic: no Latin word outside names, codes and placeholders", () => {
    // The brands, formats, time zone and addresses stay as they are written (YouTube, ZIP, UTC,
    // http://), and a synonym's example is the Latin name it is for (Excel).
    const allowed =
      /\{\w+\}|YouTube|JPEG|PNG|WebP|GIF|AVIF|ZIP|UTC|Excel|https?:\/\/|youtube\.com|Admin/g;
    const latin = Object.entries(ADMIN_CATALOGUES.ar)
      .filter(([, message]) => /[A-Za-z]{2,}/.test(message.replace(allowed, "")))
      .map(([key]) => key);
    expect(latin).toEqual([]);
  });

  it("keeps the specification's English for the editor and the dashboard", () => {
    const { t } = adminTranslator("en");
    expect(t("editor.save")).toBe("Save Course");
    expect(t("details.englishTitle")).toBe("Course Title *");
    expect(t("text.inLanguage", { name: t("details.title"), language: t("language.ar") })).toBe(
      "Arabic Title",
    );
    expect(t("form.missing.title")).toBe("Missing fields");
    expect(t("card.completedOther", { count: 3 })).toBe("Completed by 3 learners");
  });

  it("leaves an unknown placeholder as written", () => {
    expect(formatAdminMessage("Page {number} of {total}", { number: 2 })).toBe("Page 2 of {total}");
  });
});
