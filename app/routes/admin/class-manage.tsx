// /admin/classes/:classId/manage (issue #29): a class's details, archive and delete, teachers,
// assigned courses, join code and learners. Every form posts here with an `intent`. The role is
// checked first (owners and teachers), then the teacher's scope: a class this teacher does not
// teach answers 404, whatever is asked of it. Archive, delete and teachers are the owner's (403).
// Delete asks first on a page of its own (?delete), so it works without JavaScript.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/class-manage";
import { readFormData } from "~/.server/http/read-form";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, forbidden, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { requireClassAccess } from "~/features/classes/class-access.server";
import {
  ClassManageScreen,
  type ClassManageActionData,
} from "~/features/classes/class-admin-manage";
import {
  assignCourse,
  changeClassJoinCode,
  changeClassTeachers,
  changeCourseDueDay,
  deleteClassKeepingLearners,
  loadClassManage,
  removeLearnerFromClass,
  setClassArchivedState,
  unassignCourse,
  updateClassDetails,
  type ManageResult,
} from "~/features/classes/class-admin-manage.server";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { can, PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "classes.title", { withAdmin: false }) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const schoolClass = await requireClassAccess(context.db, admin, params.classId);
  const page = await loadClassManage(context.db, schoolClass, admin, request, context);
  const confirmDelete = page.mayManage && new URL(request.url).searchParams.has("delete");
  return { ...page, confirmDelete };
}

const ID = z.string().min(1).max(64);
const TEXT = z.string().max(10_000);
const DAY = z.string().max(32).default("");
const manageAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("update"),
    name: TEXT,
    description: TEXT.default(""),
    startsOn: DAY,
    endsOn: DAY,
  }),
  z.object({ intent: z.literal("archive") }),
  z.object({ intent: z.literal("unarchive") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("teachers"), teacherIds: z.array(ID).max(200) }),
  z.object({ intent: z.literal("assign"), courseId: ID, dueOn: DAY }),
  z.object({ intent: z.literal("due"), courseId: ID, dueOn: DAY }),
  z.object({ intent: z.literal("unassign"), courseId: ID }),
  z.object({ intent: z.literal("join-code"), change: z.enum(["on", "off", "renew"]) }),
  z.object({ intent: z.literal("remove-learner"), learnerId: ID }),
]);

/** The intents only owners may send (PERMISSIONS.manageClasses); the rest are the teacher's too. */
const OWNER_INTENTS = new Set(["archive", "unarchive", "delete", "teachers"]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const { admin } = session;
  // Scope before anything: another teacher's class is a 404 whatever the form says.
  const schoolClass = await requireClassAccess(context.db, admin, params.classId);
  const translator = await adminTranslatorOf(request, context, session);
  const form = await readFormData(request);
  const parsed = manageAction.safeParse({
    ...Object.fromEntries(form),
    teacherIds: form.getAll("teacherId"),
  });
  if (!parsed.success) {
    return data<ClassManageActionData>(
      { ok: false, error: translator.t("classes.error.invalidRequest") },
      { status: 400 },
    );
  }
  const input = parsed.data;
  if (OWNER_INTENTS.has(input.intent) && !can(admin.role, "manageClasses")) {
    throw forbidden(admin.role);
  }
  const by = auditOrigin(session, context);
  const { db } = context;
  const classId = schoolClass.id;
  let result: ManageResult;
  switch (input.intent) {
    case "update": {
      const { intent: _intent, ...fields } = input;
      result = await updateClassDetails(db, classId, fields, by, translator);
      break;
    }
    case "archive":
    case "unarchive":
      result = await setClassArchivedState(db, classId, input.intent === "archive", by, translator);
      break;
    case "delete":
      result = await deleteClassKeepingLearners(db, classId, by, translator);
      if (result.ok) return redirect("/admin/classes?deleted");
      break;
    case "teachers":
      result = await changeClassTeachers(db, classId, input.teacherIds, by, translator);
      break;
    case "assign":
      result = await assignCourse(db, classId, input, by, translator);
      break;
    case "due":
      result = await changeCourseDueDay(db, classId, input, by, translator);
      break;
    case "unassign":
      result = await unassignCourse(db, classId, input.courseId, by, translator);
      break;
    case "join-code":
      result = await changeClassJoinCode(db, schoolClass, input.change, by, translator);
      break;
    case "remove-learner":
      result = await removeLearnerFromClass(db, classId, input.learnerId, by, translator);
      break;
  }
  if (result.ok) return data<ClassManageActionData>({ ok: true, message: result.message });
  return data<ClassManageActionData>(
    { ok: false, error: result.error, errors: result.errors, intent: input.intent },
    { status: result.status },
  );
}

export default function ClassManage({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassManageScreen page={loaderData} actionData={actionData} />;
}
