// The words of lessons' transcripts that go into their courses' search documents (issue #28,
// decision 0006's note): read and capped here, written by course-search.ts's refreshCourseSearches.
import { documentTokens } from "~/lib/arabic-normalize";
import type { Database } from "../schema";

/**
 * How many distinct indexed words one lesson's transcripts (all languages together) add to its
 * course's document, and how many all of a course's transcripts add. Search matches words and
 * word prefixes, never phrases, and ranks by nothing but the title tier (decision 0034), so a
 * transcript is indexed as its distinct words in order of first use: a 10-minute lesson says
 * some 1,500 words but only a few hundred distinct ones. The caps bound what a long lecture
 * costs the index: PostgreSQL keeps each document's vector in its row for the catalogue-order
 * walk (a bigger one is moved out of line and slows that walk) and refuses a vector over 1 MB;
 * SQLite's FTS5 index grows with every word. Words past the cap are the rarest of a very long
 * transcript; its text is still shown in full on the lesson page.
 */
export const TRANSCRIPT_WORDS_PER_LESSON = 2_000;
export const TRANSCRIPT_WORDS_PER_COURSE = 20_000;

/**
 * Each course's transcript words (documentTokens, the normaliser of every other text), distinct
 * within the course and capped (above), by course id.
 */
export async function findTranscriptWords(
  db: Database,
  courseIds: string[],
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom("lesson_transcripts as t")
    .innerJoin("course_videos as v", "v.id", "t.lesson_id")
    .select(["v.course_id", "t.lesson_id", "t.plain_text"])
    .where("v.course_id", "in", courseIds)
    .orderBy("v.course_id")
    .orderBy("v.order_index")
    .orderBy("t.lesson_id")
    .orderBy("t.locale")
    .execute();
  const words = new Map<string, Set<string>>();
  const perLesson = new Map<string, number>();
  for (const row of rows) {
    const course = words.get(row.course_id) ?? new Set<string>();
    words.set(row.course_id, course);
    let added = perLesson.get(row.lesson_id) ?? 0;
    for (const token of documentTokens(row.plain_text)) {
      if (added >= TRANSCRIPT_WORDS_PER_LESSON || course.size >= TRANSCRIPT_WORDS_PER_COURSE) break;
      if (course.has(token)) continue;
      course.add(token);
      added++;
    }
    perLesson.set(row.lesson_id, added);
  }
  return new Map([...words].map(([id, set]) => [id, [...set]]));
}
