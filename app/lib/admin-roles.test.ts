// The permission table of issue #14: what each role may do, as the issue lists it.
import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, can, isAdminRole, PERMISSIONS, permissionsOf } from "./admin-roles";

describe("admin roles", () => {
  it("has exactly owner, editor and analyst", () => {
    expect(ADMIN_ROLES).toEqual(["owner", "editor", "analyst"]);
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
    });
  });
});
