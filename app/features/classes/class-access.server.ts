// A teacher's scope (issue #29): every class loader and action asks here for its class, after
// requireAdmin has checked the role. An owner opens any class; a teacher only one they teach. A
// class the administrator may not open answers 404, the same as one that does not exist, so that
// a teacher cannot learn which class ids exist by trying them.
import { findClass } from "~/.server/db/repositories/classes";
import type { Database } from "~/.server/db/schema";
import type { ActingAdmin } from "~/lib/admin-roles";
import type { SchoolClass } from "~/lib/classes";

/** Whether this administrator sees every class (owners) or only those they teach. */
export function classScopeOf(admin: ActingAdmin): { teacherId: string | null } {
  // The bootstrap owner (id null) and named owners see every class; teachers have an id.
  return { teacherId: admin.role === "owner" ? null : (admin.id ?? "") };
}

/** The class, or a thrown 404 when it does not exist or this administrator does not teach it. */
export async function requireClassAccess(
  db: Database,
  admin: ActingAdmin,
  classId: string,
): Promise<SchoolClass> {
  const found = await findClass(db, classId);
  if (!found) throw new Response(null, { status: 404 });
  const { teacherId } = classScopeOf(admin);
  // The class comes with its teachers: no second query to ask whether this one is among them.
  if (teacherId !== null && !found.teachers.some((teacher) => teacher.id === teacherId)) {
    throw new Response(null, { status: 404 });
  }
  return found;
}
