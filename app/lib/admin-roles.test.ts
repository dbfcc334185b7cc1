// The permission table of issues #14 and #29: what each role may do, as the issues list it.
import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, can, isAdminRole, PERMISSIONS, permissionsOf } from "./admin-roles";

describe("admin roles", () => {
  it("has exactly owner, editor, analyst and teacher", () => {
    expect(ADMIN_ROLES).toEqual(["owner", "editor", "analyst", "teacher"]);
    expect(isAdminRole("editor")).toBe(true);
    expect(isAdminRole("admin")).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it("lets the owner do everything", () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can("owner", permission), permission).toBe(true);
    }
  });

  it("gives editors courses, uploads, preview, export/import and learners' reset links, and not administrators or analytics", () => {
    expect(permissionsOf("editor")).toEqual({
      viewDashboard: true,
      viewAnalytics: false,
      editCourses: true,
      uploadThumbnails: true,
      uploadMedia: true,
      transferCourses: true,
      previewCourses: true,
      viewAuditLog: true,
      manageLearners: true,
      manageAdministrators: false,
      editSearchSynonyms: true,
      manageSettings: false,
      teachClasses: false,
      manageClasses: false,
    });
  });

  it("gives analysts the dashboard, analytics and the audit log, read-only", () => {
    expect(permissionsOf("analyst")).toEqual({
      viewDashboard: true,
      viewAnalytics: true,
      editCourses: false,
      uploadThumbnails: false,
      uploadMedia: false,
      transferCourses: false,
      previewCourses: false,
      viewAuditLog: true,
      manageLearners: false,
      manageAdministrators: false,
      editSearchSynonyms: false,
      manageSettings: false,
      teachClasses: false,
      manageClasses: false,
    });
  });

  it("gives teachers their classes and nothing else (issue #29)", () => {
    const granted = Object.entries(permissionsOf("teacher"))
      .filter(([, allowed]) => allowed)
      .map(([permission]) => permission);
    expect(granted).toEqual(["teachClasses"]);
  });
});
