// Success messages shown after a redirect (spec §8, success toasts). The server sets only a key
// in a short-lived cookie; the text comes from this table, so nothing a visitor sends is shown.
export const ADMIN_TOASTS = {
  "access-granted": { title: "Access granted", description: "Welcome to the admin dashboard" },
  "course-created": { title: "Course saved", description: "Course created successfully" },
  "course-updated": { title: "Course saved", description: "Course updated successfully" },
  "course-published": { title: "Course updated", description: "Course published successfully" },
  "course-unpublished": { title: "Course updated", description: "Course unpublished successfully" },
  "course-deleted": { title: "Course deleted", description: "Course deleted successfully" },
} as const;

export type AdminToastKey = keyof typeof ADMIN_TOASTS;

export function isAdminToastKey(value: string | undefined): value is AdminToastKey {
  return value !== undefined && Object.hasOwn(ADMIN_TOASTS, value);
}
