import { createElement } from "react";
// What a dashboard card shows of a course (issue #14 part 2): the title learners see, Arabic
// first, with the English title optional and a name even when both are missing.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import type { Course } from "~/lib/course/course";
import { localizedText } from "~/lib/localized-text";
import { UNTITLED_COURSE_TITLE } from "~/lib/admin-audit";
import { DashboardCourseCard, toDashboardCourse } from "./dashboard-course-card";

type Texts = Partial<Record<Locale, string>>;
type CourseFields = Partial<Omit<Course, "title" | "description">> & {
  title?: Texts;
  description?: Texts;
};

const course = ({ title = {}, description = {}, ...fields }: CourseFields): Course => ({
  id: "c1",
  title: localizedText(title),
  description: localizedText(description),
  thumbnailUrl: "",
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 0,
  instructorName: "",
  isPublished: false,
  passMark: 70,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...fields,
});

describe("toDashboardCourse", () => {
  it.each([
    ["the Arabic title when there is one", { en: "Budgeting", ar: "الميزانية" }, "الميزانية"],
    ["the English title without an Arabic one", { en: "Budgeting", ar: "  " }, "Budgeting"],
    ["the Arabic title without an English one", { en: "", ar: "الميزانية" }, "الميزانية"],
    // Issue #15: a French title alone is a title.
    ["the French title when it is the only one", { en: "", fr: "Le budget" }, "Le budget"],
    ["the English title before the French", { en: "Budget", fr: "Le budget" }, "Budget"],
    ["a name when all are missing", { en: " ", ar: "", fr: " " }, UNTITLED_COURSE_TITLE],
  ])("names a course by %s", (_what, title: Texts, expected) => {
    expect(toDashboardCourse(course({ title })).title).toBe(expected);
  });

  it("shows the Arabic description first, cut to what the card's three lines hold", () => {
    expect(
      toDashboardCourse(course({ description: { en: "English", ar: "عربي" } })).description,
    ).toBe("عربي");
    expect(toDashboardCourse(course({ description: { fr: "Français" } })).description).toBe(
      "Français",
    );
    const long = toDashboardCourse(
      course({ description: { en: "word ".repeat(100) } }),
    ).description;
    expect(long.length).toBeLessThanOrEqual(221);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("DashboardCourseCard", () => {
  function render(fields: CourseFields) {
    const Stub = createRoutesStub([
      {
        path: "/admin",
        Component: () => (
          <DashboardCourseCard course={toDashboardCourse(course(fields))} editable />
        ),
      },
    ]);
    return renderToStaticMarkup(<Stub initialEntries={["/admin"]} />);
  }

  it("names an Arabic-only course on every button, and links to its preview", () => {
    const html = render({ id: "abc", title: { ar: "التسويق الرقمي" }, isPublished: false });
    for (const name of ["Edit", "Preview", "Publish", "Delete"]) {
      expect(html).toContain(`aria-label="${name} التسويق الرقمي"`);
    }
    expect(html).toContain('href="/admin/preview/abc"');
    expect(html).toContain(">Draft<");
  });

  // Issue #16.
  it("says how many learners completed the course", () => {
    const card = (completedBy: number) =>
      renderToStaticMarkup(
        createElement(
          createRoutesStub([
            {
              path: "/admin",
              Component: () => (
                <DashboardCourseCard
                  course={toDashboardCourse(course({}), completedBy)}
                  editable={false}
                />
              ),
            },
          ]),
          { initialEntries: ["/admin"] },
        ),
      );
    expect(card(3)).toContain("Completed by 3 learners");
    expect(card(1)).toContain("Completed by 1 learner<");
    expect(card(0)).toContain("No learner has completed it yet");
  });

  it("gives an untitled course a name", () => {
    expect(render({})).toContain(`aria-label="Delete ${UNTITLED_COURSE_TITLE}"`);
  });
});
