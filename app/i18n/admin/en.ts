// The admin area's English (issue #27, decision 0044): the specification's strings, exactly. The
// admin catalogues are apart from the public ones (app/i18n/{ar,fr,en}.ts): the public pages never
// carry an admin word, and the admin bundle never carries the public catalogues. Placeholders are
// {name}; no ICU (its runtime would join the admin bundle): a count that needs a plural has a key
// per form, chosen by the component.
export const en = {
  // The shell (admin-shell.tsx, layout.tsx)
  "shell.admin": "Admin",
  "shell.navLabel": "Admin",
  "shell.menu": "Menu",
  "shell.viewSite": "View site",
  "shell.administrators": "Administrators",
  "shell.auditLog": "Audit log",
  "shell.logOut": "Log out",
  "shell.language": "Language of the admin area",
  "shell.skipToContent": "Skip to content",
  "role.owner": "Owner",
  "role.editor": "Editor",
  "role.analyst": "Analyst",
  "error.notAllowed": "Not allowed",
  "error.notAllowedDescription": "Your role does not allow this. Ask an owner if you need it.",
  "error.notAllowedRole": "Your role ({role}) does not allow this. Ask an owner if you need it.",
  "error.backToDashboard": "Back to Dashboard",
  "error.unexpected": "Unexpected Application Error!",
  "error.unknown": "Unknown error",
  "toast.access-granted.title": "Access granted",
  "toast.access-granted.description": "Welcome to the admin dashboard",
  "toast.course-created.title": "Course saved",
  "toast.course-created.description": "Course created successfully",
  "toast.course-updated.title": "Course saved",
  "toast.course-updated.description": "Course updated successfully",
  "toast.course-published.title": "Course updated",
  "toast.course-published.description": "Course published successfully",
  "toast.course-unpublished.title": "Course updated",
  "toast.course-unpublished.description": "Course unpublished successfully",
  "toast.course-deleted.title": "Course deleted",
  "toast.course-deleted.description": "Course deleted successfully",
  "toast.close": "Close",

  // The gate (admin-gate.tsx, login.tsx)
  "gate.title": "Admin Access",
  "gate.intro": "Enter the admin password to access the dashboard",
  "gate.identifier": "Email or phone (named administrators)",
  "gate.identifierHint": "Leave empty to use the admin password.",
  "gate.password": "Password",
  "gate.passwordPlaceholder": "Enter admin password",
  "gate.verifying": "Verifying...",
  "gate.submit": "Access Dashboard",
} as const;

export type AdminMessageKey = keyof typeof en;
export type AdminCatalogue = Record<AdminMessageKey, string>;
