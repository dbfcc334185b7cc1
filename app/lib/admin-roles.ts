// Administrator roles and what each may do (issue #14, docs/decisions/0019-named-administrators-
// and-roles.md): the one table every admin loader and action checks on the server
// (`requireAdmin(request, context, ...PERMISSIONS.editCourses)`), and the admin screens read to
// hide what a role cannot do. Safe on both sides: it holds names, never a secret.

export const ADMIN_ROLES = ["owner", "editor", "analyst", "teacher"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** What the owner sees of each role (the administrators screen, the manual's table in docs/manual/administration.md). */
export const ADMIN_ROLE_LABELS: Record<AdminRole, { label: string; description: string }> = {
  owner: { label: "Owner", description: "Everything, including managing administrators" },
  editor: { label: "Editor", description: "Courses, uploads and preview" },
  analyst: { label: "Analyst", description: "Dashboard and analytics, read-only" },
  teacher: { label: "Teacher", description: "The classes they teach: learners, progress, reports" },
};

/**
 * Which roles may do what. A new admin screen or action adds its line here (or uses one that
 * fits) and names it in its loader/action; server/admin-roles.test.ts replays every admin request
 * with every role against this table.
 */
export const PERMISSIONS = {
  /** The dashboard: course list and figures (read-only). */
  viewDashboard: ["owner", "editor", "analyst"],
  /** /admin/analytics (read-only). */
  viewAnalytics: ["owner", "analyst"],
  /** Create, edit, delete, publish and unpublish courses; open the course editor. */
  editCourses: ["owner", "editor"],
  /** Upload and discard thumbnails. */
  uploadThumbnails: ["owner", "editor"],
  /** Upload a lesson's video or audio file and retry its processing (issue #28). */
  uploadMedia: ["owner", "editor"],
  /** Export courses to a ZIP and import them from one (issue #14 part 7). */
  transferCourses: ["owner", "editor"],
  /** See unpublished courses as learners would. */
  previewCourses: ["owner", "editor"],
  /** /admin/audit: every administrator reads it; nobody writes to it (issue #14 part 6). */
  viewAuditLog: ["owner", "editor", "analyst"],
  /** Find learners and make password-reset links for them (issue #14 part 8). */
  manageLearners: ["owner", "editor"],
  /** /admin/search-synonyms: the words search treats as one (issue #27, decision 0045). */
  editSearchSynonyms: ["owner", "editor"],
  /** /admin/settings: the site's settings, such as the price of a gigabyte (issue #28). */
  manageSettings: ["owner"],
  /**
   * Classes (issue #29): open a class, its grid, its learners' progress, its export, its class
   * sheet and its donor report; import learners, assign courses, turn the join code on and off.
   * A teacher only for the classes they teach: that scope is the class repository's
   * (app/features/classes/class-access.server.ts), an owner has every class.
   */
  teachClasses: ["owner", "teacher"],
  /** Create, archive and delete classes and choose their teachers (issue #29). */
  manageClasses: ["owner"],
  /** Invite, disable and enable administrators, change their roles. */
  manageAdministrators: ["owner"],
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: AdminRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly AdminRole[]).includes(role);
}

/** Every permission of a role, for a loader to hand its page (which buttons to show). */
export function permissionsOf(role: AdminRole): Record<Permission, boolean> {
  return Object.fromEntries(
    (Object.keys(PERMISSIONS) as Permission[]).map((permission) => [
      permission,
      can(role, permission),
    ]),
  ) as Record<Permission, boolean>;
}

/** The administrator acting in a request. */
export interface ActingAdmin {
  /** The administrator's id; null for the bootstrap owner (the ADMIN_PASSWORD password alone). */
  id: string | null;
  name: string;
  role: AdminRole;
}

/** The bootstrap password signs in as this owner. */
export const BOOTSTRAP_OWNER_NAME = "Owner (admin password)";
