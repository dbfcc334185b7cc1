import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
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
  const course = { titleAr: "المحاسبة", title: "Accounting", titleFr: "Comptabilité" };
  it("follows each locale's chain, and says which language it found", () => {
    expect(courseTitleIn(ar, course)).toEqual({ text: "المحاسبة", lang: "ar" });
    expect(courseTitleIn(fr, course)).toEqual({ text: "Comptabilité", lang: "fr" });
    expect(courseTitleIn(en, course)).toEqual({ text: "Accounting", lang: "en" });
    // Arabic pages: Arabic → English → French; French: French → English → Arabic; English:
    // English → French → Arabic.
    expect(courseTitleIn(ar, { ...course, titleAr: " " })).toEqual({
      text: "Accounting",
      lang: "en",
    });
    expect(courseTitleIn(ar, { titleAr: "", title: "", titleFr: "Épargne" }).lang).toBe("fr");
    expect(courseTitleIn(fr, { ...course, titleFr: "" }).lang).toBe("en");
    expect(courseTitleIn(en, { ...course, title: "" }).lang).toBe("fr");
    expect(courseTitleIn(en, { titleAr: "المحاسبة", title: "", titleFr: "" }).lang).toBe("ar");
  });
  it("gives the admin area the Arabic chain's title", () => {
    expect(courseTitle(course)).toBe("المحاسبة");
    expect(courseTitle({ titleAr: "  ", title: "Accounting" })).toBe("Accounting");
    expect(courseTitle({ titleAr: "", title: "", titleFr: "Épargne" })).toBe("Épargne");
    expect(courseTitle({ titleAr: "", title: "" })).toBe("");
  });
  it("falls back to the page's default description and instructor", () => {
    const none = { descriptionAr: "", description: "", descriptionFr: "" };
    expect(courseDescriptionIn(ar, { ...none, description: "Desc" })).toEqual({
      text: "Desc",
      lang: "en",
    });
    expect(courseDescriptionIn(fr, none)).toEqual({
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
  const course = { descriptionAr: "وصف الدورة", description: "Course description" };
  it("uses the lesson's description, then the course's", () => {
    const lesson = { descriptionAr: "", description: "Lesson", descriptionFr: "Leçon" };
    expect(lessonDescriptionIn(ar, lesson, course)?.text).toBe("Lesson");
    expect(lessonDescriptionIn(fr, lesson, course)?.text).toBe("Leçon");
    const bare = { descriptionAr: "", description: "" };
    expect(lessonDescriptionIn(ar, bare, course)?.text).toBe("وصف الدورة");
    expect(lessonDescriptionIn(en, bare, course)?.text).toBe("Course description");
  });
  it("names an untitled lesson by its number, in the page's language", () => {
    expect(lessonTitleIn(ar, { titleAr: "", title: "", orderIndex: 3 }).text).toBe(
      ar.t("course.defaultLessonTitle", { number: 3 }),
    );
    expect(lessonTitleIn(ar, { titleAr: "", title: "Intro", orderIndex: 1 }).text).toBe("Intro");
  });
  it("titles a link in French on French pages when it can", () => {
    expect(linkTitleIn(fr, { title: "Bank", titleFr: "Banque" })).toBe("Banque");
    expect(linkTitleIn(ar, { title: "Bank", titleFr: "Banque" })).toBe("Bank");
    expect(linkTitleIn(en, { title: "", titleFr: "Banque" })).toBe("Banque");
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
