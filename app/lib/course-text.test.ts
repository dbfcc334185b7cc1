import { describe, expect, it } from "vitest";
import {
  DEFAULT_COURSE_DESCRIPTION,
  DEFAULT_INSTRUCTOR,
  categoryLabel,
  courseDescription,
  courseTitle,
  difficultyLabel,
  firstText,
  shownDurationMinutes,
  instructorName,
  lessonDescription,
  lessonTitle,
} from "./course-text";

describe("firstText", () => {
  it("skips null, undefined, empty and whitespace-only candidates", () => {
    expect(firstText(null, undefined, "", "   ", " نص ", "later")).toBe("نص");
  });
  it("returns an empty string when nothing has text", () => {
    expect(firstText(null, " ")).toBe("");
  });
});

describe("course fallbacks", () => {
  it("prefers the Arabic title and falls back to English", () => {
    expect(courseTitle({ titleAr: "المحاسبة", title: "Accounting" })).toBe("المحاسبة");
    expect(courseTitle({ titleAr: "  ", title: "Accounting" })).toBe("Accounting");
  });
  it("falls back from Arabic to English to the default description", () => {
    expect(courseDescription({ descriptionAr: "وصف", description: "Desc" })).toBe("وصف");
    expect(courseDescription({ descriptionAr: "", description: "Desc" })).toBe("Desc");
    expect(courseDescription({ descriptionAr: "", description: "" })).toBe(
      DEFAULT_COURSE_DESCRIPTION,
    );
  });
  it("defaults the instructor and the home duration", () => {
    expect(instructorName({ instructorName: "" })).toBe(DEFAULT_INSTRUCTOR);
    expect(instructorName({ instructorName: "مريم" })).toBe("مريم");
    expect(shownDurationMinutes({ durationMinutes: 0 })).toBe(30);
    expect(shownDurationMinutes({ durationMinutes: 95 })).toBe(95);
  });
});

describe("lesson fallbacks", () => {
  const course = { descriptionAr: "وصف الدورة", description: "Course description" };
  it("uses the lesson's Arabic, then English, then the course's description", () => {
    expect(lessonDescription({ descriptionAr: "درس", description: "Lesson" }, course)).toBe("درس");
    expect(lessonDescription({ descriptionAr: "", description: "Lesson" }, course)).toBe("Lesson");
    expect(lessonDescription({ descriptionAr: "", description: "" }, course)).toBe("وصف الدورة");
    expect(
      lessonDescription({ descriptionAr: "", description: "" }, { ...course, descriptionAr: "" }),
    ).toBe("Course description");
  });
  it("names an untitled lesson by its number", () => {
    expect(lessonTitle({ titleAr: "", title: "", orderIndex: 3 })).toBe("الدرس 3");
    expect(lessonTitle({ titleAr: "", title: "Intro", orderIndex: 1 })).toBe("Intro");
  });
});

describe("labels", () => {
  it("translates known categories whatever their case and keeps unknown ones", () => {
    expect(categoryLabel("Finance")).toBe("المالية");
    expect(categoryLabel("technology")).toBe("التكنولوجيا");
    expect(categoryLabel("Crypto")).toBe("Crypto");
  });
  it("shows names of Object.prototype's members as the text they are", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(categoryLabel(name)).toBe(name);
    }
  });
  it("translates difficulty levels", () => {
    expect(difficultyLabel("beginner")).toBe("مبتدئ");
    expect(difficultyLabel("advanced")).toBe("متقدم");
  });
});
