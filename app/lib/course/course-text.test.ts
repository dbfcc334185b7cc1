import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import {
  categoryLabelIn,
  courseDescriptionIn,
  courseTitle,
  courseTitleIn,
  difficultyLabelIn,
  firstText,
  instructorNameIn,
  lessonDescriptionIn,
  lessonTitleIn,
  linkTitleIn,
  shownDurationMinutes,
} from "./course-text";

const ar = translatorFor("ar");
const fr = translatorFor("fr");
const en = translatorFor("en");

describe("firstText", () => {
  it("skips null, undefined, empty and whitespace-only candidates", () => {
    expect(firstText(null, undefined, "", "   ", " نص ", "later")).toBe("نص");
  });
  it("returns an empty string when nothing has text", () => {
    expect(firstText(null, " ")).toBe("");
  });
});

describe("course fallbacks", () => {
  const title = localizedText({ ar: "المحاسبة", en: "Accounting", fr: "Comptabilité" });
  const course = { title };
  it("follows each locale's chain, and says which language it found", () => {
    expect(courseTitleIn(ar, course)).toEqual({ text: "المحاسبة", lang: "ar" });
    expect(courseTitleIn(fr, course)).toEqual({ text: "Comptabilité", lang: "fr" });
    expect(courseTitleIn(en, course)).toEqual({ text: "Accounting", lang: "en" });
    // Arabic pages: Arabic → English → French; French: French → English → Arabic; English:
    // English → French → Arabic.
    expect(courseTitleIn(ar, { title: { ...title, ar: " " } })).toEqual({
      text: "Accounting",
      lang: "en",
    });
    expect(courseTitleIn(ar, { title: localizedText({ fr: "Épargne" }) }).lang).toBe("fr");
    expect(courseTitleIn(fr, { title: { ...title, fr: "" } }).lang).toBe("en");
    expect(courseTitleIn(en, { title: { ...title, en: "" } }).lang).toBe("fr");
    expect(courseTitleIn(en, { title: localizedText({ ar: "المحاسبة" }) }).lang).toBe("ar");
  });
  it("gives the admin area the Arabic chain's title", () => {
    expect(courseTitle(course)).toBe("المحاسبة");
    expect(courseTitle({ title: localizedText({ ar: "  ", en: "Accounting" }) })).toBe(
      "Accounting",
    );
    expect(courseTitle({ title: localizedText({ fr: "Épargne" }) })).toBe("Épargne");
    expect(courseTitle({ title: emptyLocalizedText() })).toBe("");
  });
  it("falls back to the page's default description and instructor", () => {
    expect(courseDescriptionIn(ar, { description: localizedText({ en: "Desc" }) })).toEqual({
      text: "Desc",
      lang: "en",
    });
    expect(courseDescriptionIn(fr, { description: emptyLocalizedText() })).toEqual({
      text: fr.t("course.defaultDescription"),
      lang: "fr",
    });
    expect(instructorNameIn(ar, { instructorName: "" })).toBe(ar.t("course.defaultInstructor"));
    expect(instructorNameIn(en, { instructorName: "مريم" })).toBe("مريم");
  });
  it("defaults the shown duration to 30 minutes", () => {
    expect(shownDurationMinutes({ durationMinutes: 0 })).toBe(30);
    expect(shownDurationMinutes({ durationMinutes: 95 })).toBe(95);
  });
});

describe("lesson and link fallbacks", () => {
  const course = { description: localizedText({ ar: "وصف الدورة", en: "Course description" }) };
  it("uses the lesson's description, then the course's", () => {
    const lesson = { description: localizedText({ en: "Lesson", fr: "Leçon" }) };
    expect(lessonDescriptionIn(ar, lesson, course)?.text).toBe("Lesson");
    expect(lessonDescriptionIn(fr, lesson, course)?.text).toBe("Leçon");
    const bare = { description: emptyLocalizedText() };
    expect(lessonDescriptionIn(ar, bare, course)?.text).toBe("وصف الدورة");
    expect(lessonDescriptionIn(en, bare, course)?.text).toBe("Course description");
  });
  it("names an untitled lesson by its number, in the page's language", () => {
    expect(lessonTitleIn(ar, { title: emptyLocalizedText(), orderIndex: 3 }).text).toBe(
      ar.t("course.defaultLessonTitle", { number: 3 }),
    );
    expect(lessonTitleIn(ar, { title: localizedText({ en: "Intro" }), orderIndex: 1 }).text).toBe(
      "Intro",
    );
  });
  it("titles a link in French on French pages when it can", () => {
    const bank = { title: localizedText({ en: "Bank", fr: "Banque" }) };
    expect(linkTitleIn(fr, bank)).toBe("Banque");
    expect(linkTitleIn(ar, bank)).toBe("Bank");
    expect(linkTitleIn(en, { title: localizedText({ fr: "Banque" }) })).toBe("Banque");
  });
});

describe("labels", () => {
  it("translates known categories whatever their case and keeps unknown ones", () => {
    expect(categoryLabelIn(ar, "Finance")).toBe("المالية");
    expect(categoryLabelIn(ar, "technology")).toBe("التكنولوجيا");
    expect(categoryLabelIn(fr, "Business")).toBe("Commerce");
    expect(categoryLabelIn(ar, "Crypto")).toBe("Crypto");
  });
  it("shows names of Object.prototype's members as the text they are", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(categoryLabelIn(ar, name)).toBe(name);
    }
  });
  it("translates difficulty levels", () => {
    expect(difficultyLabelIn(ar, "beginner")).toBe("مبتدئ");
    expect(difficultyLabelIn(en, "advanced")).toBe("Advanced");
  });
});
