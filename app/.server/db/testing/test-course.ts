// For data tests: a course with every field set to a plain default, and the fields a test cares
// about given by the test itself.
import type { NewCourse } from "../repositories/courses";

/** Every field given, the optional French ones too, so it also serves as an update's details. */
export type TestCourse = NewCourse & { titleFr: string; descriptionFr: string };

export function testCourse(fields: Partial<NewCourse> = {}): TestCourse {
  return {
    title: "A course",
    titleAr: "",
    titleFr: "",
    description: "",
    descriptionAr: "",
    descriptionFr: "",
    thumbnailUrl: "",
    category: "Finance",
    difficultyLevel: "beginner",
    durationMinutes: 0,
    instructorName: "",
    isPublished: false,
    ...fields,
  };
}
