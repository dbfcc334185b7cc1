// /account's 'My classes' (issue #29): the classes the learner is in, each with its assigned
// courses, their due days and the learner's progress in each; and 'Leave class', which removes
// the learner from the class and nothing else (their progress and certificates stay theirs).
// The page's messages after joining (/join/{code}) and leaving come through the address
// (?joined=, ?left=), so they work without JavaScript and a reload says nothing new.
import { data, redirect } from "react-router";
import { z } from "zod";
import { readLearnerClassProgress } from "~/.server/db/repositories/class-report";
import {
  findClass,
  listLearnerClasses,
  removeClassMember,
} from "~/.server/db/repositories/classes";
import { findCourseCompletion } from "~/.server/db/repositories/course-completion";
import type { Database } from "~/.server/db/schema";
import type { Translator } from "~/i18n/translator";
import type { LocalizedText } from "~/lib/localized-text";

export interface AccountClassCourse {
  courseId: string;
  title: LocalizedText;
  dueOn: string | null;
  lessonsDone: number;
  lessonsTotal: number;
  completed: boolean;
}

export interface AccountClass {
  id: string;
  name: string;
  archived: boolean;
  courses: AccountClassCourse[];
}

export async function loadAccountClasses(db: Database, learnerId: string, url: URL) {
  const classes = await listLearnerClasses(db, learnerId);
  const progress = await readLearnerClassProgress(db, learnerId);
  const completed = new Map<string, boolean>();
  for (const courseId of new Set(progress.map((row) => row.courseId))) {
    completed.set(courseId, (await findCourseCompletion(db, learnerId, courseId)).completed);
  }
  const accountClasses: AccountClass[] = classes.map((c) => ({
    id: c.id,
    name: c.name,
    archived: c.archivedAt !== null,
    courses: progress
      .filter((row) => row.classId === c.id)
      .map((row) => ({
        courseId: row.courseId,
        title: row.title,
        dueOn: row.dueOn,
        lessonsDone: row.lessonsDone,
        lessonsTotal: row.lessonsTotal,
        completed: completed.get(row.courseId) ?? false,
      })),
  }));
  const joined = url.searchParams.get("joined");
  const left = url.searchParams.get("left");
  const joinedName = joined ? accountClasses.find((c) => c.id === joined)?.name : undefined;
  // A class just left is no longer in the list; its name is read once more for the message.
  const leftName =
    left && !accountClasses.some((c) => c.id === left)
      ? (await findClass(db, left.slice(0, 100)))?.name
      : undefined;
  return {
    classes: accountClasses,
    classMessage: joinedName
      ? ({ kind: "joined", name: joinedName } as const)
      : leftName
        ? ({ kind: "left", name: leftName } as const)
        : null,
  };
}

const leaveForm = z.object({
  intent: z.literal("leave-class"),
  classId: z.string().min(1).max(100),
});

/** Answers the 'Leave class' form; null when the form is another one. */
export async function answerLeaveClassForm(
  db: Database,
  learnerId: string,
  fields: Record<string, FormDataEntryValue>,
  i: Translator,
) {
  if (fields.intent !== "leave-class") return null;
  const form = leaveForm.safeParse(fields);
  if (!form.success) return data({ leaveError: true }, { status: 400 });
  await removeClassMember(db, form.data.classId, learnerId);
  return redirect(i.path(`/account?left=${encodeURIComponent(form.data.classId)}#classes`));
}
