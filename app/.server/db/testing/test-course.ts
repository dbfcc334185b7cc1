// For data tests: a course with every field set to a plain default, and the fields a test cares
// about given by the test itself.
import type { NewCourse } from "../repositories/courses";

export function testCourse(fields: Partial<NewCourse> = {}): NewCourse {
  return {
    title: "A course",
    titleAr: "",
    description: "",
    descriptionAr: "",
    thumbnailUrl: "",
    category: "Finance",
    difficultyLevel: "beginner",
    durationMinutes: 0,
    instructorName: "",
    isPublished: false,
    ...fields,
  };
}
