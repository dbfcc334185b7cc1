// Frozen once landed. What an employer holding a printed certificate needs (issue #27 item 1):
//
// - learners.certificate_name_latin: the learner's name in Latin letters, for the French and
//   English certificates ('' when not given: they then show certificate_name).
// - certificates.learner_name_latin: its copy on the certificate when issued ('' when none).
// - certificates.course_minutes: the course's length when issued (the sum of its lessons'
//   durations), kept on the certificate like its titles so that editing the course later does not
//   change what an issued certificate says. Certificates issued before this are filled from their
//   course's lessons as they are now (0 when the course is gone: the length is then not shown).
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("learners")
    .addColumn("certificate_name_latin", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("certificates")
    .addColumn("learner_name_latin", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("certificates")
    .addColumn("course_minutes", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE certificates SET course_minutes = COALESCE((
      SELECT SUM(v.duration_minutes) FROM course_videos v WHERE v.course_id = certificates.course_id
    ), 0)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("certificates").dropColumn("course_minutes").execute();
  await db.schema.alterTable("certificates").dropColumn("learner_name_latin").execute();
  await db.schema.alterTable("learners").dropColumn("certificate_name_latin").execute();
}
