// Classes (issue #29): a group of learners, the teachers who follow them and the courses assigned
// to them. The domain shapes the class screens, the learner's account page and the reports share.
// Safe on both sides: names and dates, never a code's hash.

/** A calendar day, YYYY-MM-DD (a class's start and end, a course's due day). */
export type CalendarDay = string;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for an existing day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): value is CalendarDay {
  if (!CALENDAR_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export interface ClassTeacher {
  id: string;
  name: string;
}

export interface SchoolClass {
  id: string;
  name: string;
  description: string;
  startsOn: CalendarDay | null;
  endsOn: CalendarDay | null;
  /** The code of /join/{code}; null while the teacher has it off. */
  joinCode: string | null;
  /** ISO-8601; null while the class is active. */
  archivedAt: string | null;
  createdAt: string;
  teachers: ClassTeacher[];
}

/** A class in a list: what it is, and how many learners and courses it has. */
export interface ClassSummary extends SchoolClass {
  learnerCount: number;
  courseCount: number;
}

/** A course assigned to a class. */
export interface ClassCourse {
  courseId: string;
  dueOn: CalendarDay | null;
  assignedAt: string;
}

/** How a learner came into a class. */
export type ClassMemberSource = "import" | "join" | "added";

/** The alphabet of join and sign-in codes: no 0/O, 1/I/L, so they survive a blackboard. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
