// A learner's progress in a class (issue #29), course by course: each lesson done or not with its
// day, the quiz's best score, the certificate, and where the learner stands against the due day.
// Each state is said in words next to its symbol, never by colour alone.
import "./classes.css";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { adminDay } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { GRID_SYMBOLS, type GridCourse, type LearnerCourse } from "./class-grid-table";

export function LearnerCourseProgress({
  course,
  progress,
}: {
  course: GridCourse;
  progress: LearnerCourse;
}) {
  const { t, locale } = useAdminI18n();
  const day = (iso: string) => adminDay(locale, iso.slice(0, 10));
  const headingId = `course-${course.courseId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-slate-200 p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {course.title}
      </h2>
      <ul className="space-y-1 text-slate-700">
        <li>
          {course.dueOn
            ? t("classLearner.due", { date: day(course.dueOn) })
            : t("classLearner.noDue")}
          {" — "}
          {progress.completed ? (
            <strong>
              {GRID_SYMBOLS.done} {t("classLearner.completed")}
            </strong>
          ) : progress.behind ? (
            <strong className="text-amber-900">
              {GRID_SYMBOLS.behind} {t("classLearner.behind")}
            </strong>
          ) : (
            t("classLearner.inProgress")
          )}
        </li>
        <li>
          {progress.certificate
            ? `${GRID_SYMBOLS.certificate} ${t("classLearner.certificate", {
                code: progress.certificate.code,
                date: day(progress.certificate.issuedAt),
              })}`
            : t("classLearner.noCertificate")}
        </li>
      </ul>
      {course.lessons.length === 0 ? (
        <p>{t("classLearner.noLessons")}</p>
      ) : (
        <ScrollRegion label={course.title}>
          <table className="class-learner-table w-full text-sm">
            <thead>
              <tr>
                <th scope="col">{t("classLearner.lesson")}</th>
                <th scope="col">{t("classLearner.lessonDone")}</th>
                <th scope="col">{t("classLearner.quiz")}</th>
              </tr>
            </thead>
            <tbody>
              {course.lessons.map((lesson, index) => {
                const done = progress.lessons[index] ?? { doneAt: null, quiz: null };
                return (
                  <tr key={lesson.id}>
                    <td>
                      {lesson.number}. {lesson.title}
                    </td>
                    <td>
                      {done.doneAt
                        ? `${GRID_SYMBOLS.done} ${t("classLearner.doneOn", { date: day(done.doneAt) })}`
                        : t("classLearner.notDone")}
                    </td>
                    <td>
                      {!lesson.hasQuiz
                        ? t("classLearner.noQuiz")
                        : done.quiz
                          ? `${done.quiz.correct}/${done.quiz.total}`
                          : t("classLearner.notTried")}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
