import rule from "./no-cross-feature-import.js";
import { ruleTester } from "./testing.js";

const error = (from, to) => ({ messageId: "crossFeature", data: { from, to } });

ruleTester.run("no-cross-feature-import", rule, {
  valid: [
    // Its own feature, by alias or relative path.
    {
      filename: "app/features/catalogue/browse.server.ts",
      code: 'import { a } from "./catalogue-params";',
    },
    {
      filename: "app/features/catalogue/browse.server.ts",
      code: 'import { a } from "~/features/catalogue/x";',
    },
    // Lower layers and packages.
    {
      filename: "app/features/catalogue/browse.server.ts",
      code: 'import { a } from "~/.server/db/schema"; import { b } from "~/lib/course"; import c from "react";',
    },
    // Files outside the features are not this rule's business.
    { filename: "app/routes/home.tsx", code: 'import { a } from "~/features/catalogue/x";' },
    {
      filename: "server/app.test.ts",
      code: 'import { a } from "~/features/catalogue/x"; import { b } from "~/features/quiz/y";',
    },
  ],
  invalid: [
    {
      filename: "app/features/course-transfer/import-courses.server.ts",
      code: 'import { f } from "~/features/course-admin/course-form";',
      errors: [error("course-transfer", "course-admin")],
    },
    {
      filename: "app/features/catalogue/browse.test.ts",
      code: 'import { saveCourse } from "../course-admin/save-course.server";',
      errors: [error("catalogue", "course-admin")],
    },
    {
      filename: "app/features/legal/facts.test.ts",
      code: [
        'import type { T } from "~/features/accounts/x";',
        'export { y } from "~/features/quiz/y";',
        'export * from "../analytics/z";',
        'const m = await import("~/features/admin-auth/m");',
        'vi.mock("~/features/accounts/mailer");',
        'let t: import("~/features/quiz/q").Q;',
      ].join("\n"),
      errors: [
        error("legal", "accounts"),
        error("legal", "quiz"),
        error("legal", "analytics"),
        error("legal", "admin-auth"),
        error("legal", "accounts"),
        error("legal", "quiz"),
      ],
    },
  ],
});
