// For data tests: a course with every field set to a plain default, and the fields a test cares
// about given by the test itself.
import { localizedText } from "~/lib/localized-text";
import type { NewCourse } from "../repositories/courses";

export type TestCourse = NewCourse;

export function testCourse(fields: Partial<NewCourse> = {}): TestCourse {
  return {
    title: localizedText({ en: "A course" }),
    description: localizedText({}),
    thumbnailUrl: "",
    category: "Finance",
    difficultyLevel: "beginner",
    durationMinutes: 0,
    instructorName: "",
    isPublished: false,
    ...fields,
  };
}
