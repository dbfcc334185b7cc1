// Frozen once landed. Lesson quizzes and certificates of completion (issue #16).
//
// - courses.pass_mark: the share of right answers (%) that passes a quiz of the course; 70 unless
//   the editor sets it.
// - quiz_questions: a lesson's questions, in order, with Arabic, English and French text like the
//   lessons. A question's 2–6 options live in its `options` column as JSON
//   ([{ id, text, textAr, textFr, correct }]): they are only ever read and written with their
//   question, and one row per question keeps a save's statement count small. `version` changes
//   when what is graded changes (decision 0030), so statistics restart for a rewritten question.
//   Removing a lesson (or its course) removes its questions (cascade).
// - quiz_question_stats: how many answers a question's version got, and how many were right, for
//   the editor's "weak question" figures; goes with its question.
// - quiz_results: a learner's best result per lesson quiz (right answers out of questions, and
//   when it was reached) and how many attempts were graded; goes with the learner and the lesson.
// - certificates: a claimed certificate with its own copy of the learner's name, the course's
//   titles and the completion date, so that it stays verifiable when the course is deleted (no
//   foreign key to courses). Its public code is unique; a learner has at most one live (not
//   revoked) certificate per course, enforced by a partial unique index (both engines have them).
//   A deleted account takes its certificates with it (cascade): they name a person.
// - learners.certificate_name: the name as it should appear on certificates ('' until given).
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("courses")
    .addColumn("pass_mark", "integer", (c) => c.notNull().defaultTo(70))
    .execute();
  await db.schema
    .alterTable("learners")
    .addColumn("certificate_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("quiz_questions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lesson_id", "text", (c) =>
      c.notNull().references("course_videos.id").onDelete("cascade"),
    )
    .addColumn("order_index", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("text_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("text_fr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("explanation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("explanation_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("explanation_fr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("quiz_questions_lesson_idx")
    .on("quiz_questions")
    .columns(["lesson_id", "order_index"])
    .execute();

  await db.schema
    .createTable("quiz_question_stats")
    .addColumn("question_id", "text", (c) =>
      c.notNull().references("quiz_questions.id").onDelete("cascade"),
    )
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("answered", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("correct", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("quiz_question_stats_pk", ["question_id", "version"])
    .execute();

  await db.schema
    .createTable("quiz_results")
    .addColumn("learner_id", "text", (c) =>
      c.notNull().references("learners.id").onDelete("cascade"),
    )
    .addColumn("lesson_id", "text", (c) =>
      c.notNull().references("course_videos.id").onDelete("cascade"),
    )
    .addColumn("best_correct", "integer", (c) => c.notNull())
    .addColumn("best_total", "integer", (c) => c.notNull())
    .addColumn("best_at", "timestamptz", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("quiz_results_pk", ["learner_id", "lesson_id"])
    .execute();
  // Removing a lesson deletes by lesson_id (as lesson_progress_lesson_idx does for progress).
  await db.schema
    .createIndex("quiz_results_lesson_idx")
    .on("quiz_results")
    .column("lesson_id")
    .execute();

  await db.schema
    .createTable("certificates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("learner_id", "text", (c) =>
      c.notNull().references("learners.id").onDelete("cascade"),
    )
    // No foreign key: a deleted course keeps its certificates verifiable.
    .addColumn("course_id", "text", (c) => c.notNull())
    .addColumn("learner_name", "text", (c) => c.notNull())
    .addColumn("course_title", "text", (c) => c.notNull())
    .addColumn("course_title_ar", "text", (c) => c.notNull())
    .addColumn("course_title_fr", "text", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz", (c) => c.notNull())
    .addColumn("issued_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("certificates_live_idx")
    .on("certificates")
    .columns(["learner_id", "course_id"])
    .unique()
    .where(sql.ref("revoked_at"), "is", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("certificates").execute();
  await db.schema.dropTable("quiz_results").execute();
  await db.schema.dropTable("quiz_question_stats").execute();
  await db.schema.dropTable("quiz_questions").execute();
  await db.schema.alterTable("learners").dropColumn("certificate_name").execute();
  await db.schema.alterTable("courses").dropColumn("pass_mark").execute();
}
