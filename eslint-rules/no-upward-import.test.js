import rule from "./no-upward-import.js";
import { ruleTester } from "./testing.js";

const upward = { messageId: "upward" };

ruleTester.run("no-upward-import", rule, {
  valid: [
    {
      filename: "app/.server/load-context.ts",
      code: 'import type { AnalyticsRecorder } from "./analytics-recorder";',
    },
    {
      filename: "app/lib/course.ts",
      code: 'import { a } from "~/lib/localized-text"; import { z } from "zod";',
    },
    { filename: "app/components/ui/button.tsx", code: 'import { cn } from "~/lib/cn";' },
    { filename: "app/browser/analytics.ts", code: 'import { E } from "~/lib/analytics-events";' },
    {
      filename: "app/i18n/testing/arabic-text.ts",
      code: 'import type { Message } from "../message";',
    },
    // Features may import the lower layers; routes and server/ may import features.
    {
      filename: "app/features/quiz/grade.server.ts",
      code: 'import { db } from "~/.server/db/schema";',
    },
    {
      filename: "app/routes/admin/quiz.tsx",
      code: 'import { grade } from "~/features/quiz/grade.server";',
    },
    {
      filename: "server/index.ts",
      code: 'import { job } from "~/features/analytics/roll-up.server";',
    },
    // A name that merely starts like a layer.
    { filename: "app/lib/x.ts", code: 'import { a } from "~/lib/server-time";' },
  ],
  invalid: [
    {
      filename: "app/.server/load-context.ts",
      code: 'import type { AnalyticsCollector } from "~/features/analytics/event-collector.server";',
      errors: [
        {
          ...upward,
          data: {
            file: "app/.server/load-context.ts",
            target: "app/features/analytics/event-collector.server",
            layer: "app/features",
          },
        },
      ],
    },
    {
      filename: "app/.server/storage/storage-contract.ts",
      code: 'import { serveUploads } from "../../../server/serve-uploads";',
      errors: [upward],
    },
    { filename: "app/lib/x.ts", code: 'import routes from "~/routes";', errors: [upward] },
    { filename: "app/lib/x.ts", code: 'import { loader } from "~/routes/home";', errors: [upward] },
    {
      filename: "app/components/x.tsx",
      code: 'export { a } from "~/features/catalogue/a";',
      errors: [upward],
    },
    {
      filename: "app/browser/analytics.ts",
      code: 'import { t } from "~/features/analytics/track";',
      errors: [upward],
    },
    {
      filename: "app/i18n/catalogues.test.ts",
      code: 'import { H } from "~/features/accounts/auth-forms";',
      errors: [upward],
    },
    {
      filename: "app/.server/x.test.ts",
      code: 'vi.mock("~/features/accounts/mailer");',
      errors: [upward],
    },
    // Features never import routes or server/.
    {
      filename: "app/features/quiz/x.ts",
      code: 'import { a } from "~/routes/quiz";',
      errors: [upward],
    },
    {
      filename: "app/features/quiz/x.ts",
      code: 'import { a } from "../../../server/app";',
      errors: [upward],
    },
  ],
});
