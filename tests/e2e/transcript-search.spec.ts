// Issue #28: a word said in a lesson (its transcript, any language) finds the course from the
// catalogue's search in every locale, written with or without hamza, ta marbuta and marks, with
// JavaScript off; a transcript removed no longer does.
import {
  deleteLessonTranscript,
  upsertLessonTranscript,
} from "../../app/.server/db/repositories/lesson-transcripts";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("a transcript word finds its course in every locale, until the transcript goes", async ({
  page,
  createCourse,
  db,
}) => {
  const { lessonIds, course, suffix } = await createCourse({ lessons: [{}] });
  // The suffix keeps this course the only match; the Arabic word is the transcript's.
  await upsertLessonTranscript(
    db,
    {
      lessonId: lessonIds[0]!,
      locale: "ar",
      kind: "text",
      webvtt: null,
      plainText: `نتحدّث اليوم عن إعداد الميزانيَّة الشهرية، والرمز ${suffix}.`,
    },
    new Date(),
  );
  const titles = () => page.getByRole("main").getByRole("article").getByRole("heading");
  for (const [prefix, title] of [
    ["", course.title.ar],
    ["/fr", course.title.fr || course.title.en || course.title.ar],
    ["/en", course.title.en],
  ] as const) {
    await page.goto(`${prefix}/courses?q=${encodeURIComponent(`ميزانيه اعداد ${suffix}`)}`);
    await expect(titles()).toHaveText([title!]);
  }
  await deleteLessonTranscript(db, lessonIds[0]!);
  await page.goto(`/courses?q=${encodeURIComponent(`ميزانيه ${suffix}`)}`);
  await expect(titles()).toHaveCount(0);
});
