import { describe, expect, it } from "vitest";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import { localizedText } from "~/lib/localized-text";
import { describeCourseUpdate, type CourseSnapshot } from "./course-changes";

const course: Course = {
  id: "c1",
  title: localizedText({ en: "Budgeting", ar: "الميزانية" }),
  description: localizedText({ en: "d" }),
  thumbnailUrl: "",
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 10,
  instructorName: "",
  isPublished: false,
  passMark: 70,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};
const lesson = (id: string, orderIndex: number, title = id): Lesson => ({
  id,
  courseId: "c1",
  title: localizedText({ en: title }),
  description: localizedText({}),
  youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
  mediaId: null,
  durationMinutes: 5,
  orderIndex,
});
const link = (title: string, url: string, orderIndex = 1): CourseLink => ({
  id: crypto.randomUUID(),
  courseId: "c1",
  title: localizedText({ en: title }),
  url,
  description: "",
  orderIndex,
});
const snapshot = (changes: Partial<CourseSnapshot> = {}): CourseSnapshot => ({
  course,
  lessons: [],
  links: [],
  questions: [],
  ...changes,
});

describe("describeCourseUpdate", () => {
  it("cuts a long short-field value, and never copies a description", () => {
    const long = "x".repeat(500);
    const details = describeCourseUpdate(
      snapshot(),
      snapshot({
        course: {
          ...course,
          thumbnailUrl: `https://cdn.example/${long}`,
          description: localizedText({ en: long }),
        },
      }),
    );
    expect(details.fields).toHaveLength(2);
    expect(details.fields[0]).toEqual({ field: "description", label: "Description" });
    expect(details.fields[1]?.to).toHaveLength(200);
    expect(details.fields[1]?.to?.endsWith("…")).toBe(true);
  });

  // Issue #15: the French fields are the editor's fields too.
  it("records a French title old → new, and a French description as changed", () => {
    const details = describeCourseUpdate(
      snapshot(),
      snapshot({
        course: {
          ...course,
          title: { ...course.title, fr: "Le budget" },
          description: { ...course.description, fr: "Un mois" },
        },
      }),
    );
    expect(details.fields).toEqual([
      { field: "titleFr", label: "French title", from: "", to: "Le budget" },
      { field: "descriptionFr", label: "French description" },
    ]);
  });

  it("counts a lesson or a link whose French text alone changed as edited", () => {
    const before = lesson("a", 1);
    const bank = link("Bank", "https://www.bcm.mr");
    const details = describeCourseUpdate(
      snapshot({ lessons: [before], links: [bank] }),
      snapshot({
        lessons: [{ ...before, description: { ...before.description, fr: "Nouveau" } }],
        links: [{ ...bank, title: { ...bank.title, fr: "Banque centrale" } }],
      }),
    );
    expect(details.lessons).toMatchObject({ edited: 1, editedTitles: ["a"] });
    expect(details.links).toMatchObject({ edited: 1, editedTitles: ["Bank"] });
    // A lesson known only by its French title is named by it.
    const french = { ...lesson("b", 1, ""), title: localizedText({ fr: "Leçon" }) };
    expect(describeCourseUpdate(snapshot(), snapshot({ lessons: [french] })).lessons).toMatchObject(
      { added: 1, addedTitles: ["Leçon"] },
    );
  });

  it("ignores what a save does not change: publication and timestamps", () => {
    const details = describeCourseUpdate(
      snapshot(),
      snapshot({ course: { ...course, isPublished: true, updatedAt: "2026-11-23T00:00:00.000Z" } }),
    );
    expect(details).toEqual({ fields: [] });
  });

  it("counts every lesson but keeps ten titles", () => {
    const added = Array.from({ length: 15 }, (_, i) => lesson(`n${i}`, i + 1));
    const details = describeCourseUpdate(snapshot(), snapshot({ lessons: added }));
    expect(details.lessons?.added).toBe(15);
    expect(details.lessons?.addedTitles).toHaveLength(10);
    expect(details.lessons?.reordered).toBe(false);
  });

  it("takes a link whose address changed under the same title for an edit", () => {
    const details = describeCourseUpdate(
      snapshot({ links: [link("Bank", "http://bcm.mr"), link("Tax", "https://dgi.mr", 2)] }),
      snapshot({ links: [link("Bank", "https://www.bcm.mr"), link("Tax", "https://dgi.mr", 2)] }),
    );
    expect(details.links).toMatchObject({ added: 0, removed: 0, edited: 1, reordered: false });
    expect(details.links?.editedTitles).toEqual(["Bank"]);
  });

  it("sees a move alone as a reorder", () => {
    const [a, b, c] = [lesson("a", 1), lesson("b", 2), lesson("c", 3)];
    const details = describeCourseUpdate(
      snapshot({ lessons: [a, b, c] }),
      snapshot({ lessons: [{ ...b, orderIndex: 1 }, { ...a, orderIndex: 2 }, c] }),
    );
    expect(details.lessons).toEqual({
      added: 0,
      removed: 0,
      edited: 0,
      reordered: true,
      addedTitles: [],
      removedTitles: [],
      editedTitles: [],
    });
  });
});
