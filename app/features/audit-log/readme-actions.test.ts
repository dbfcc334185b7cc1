// The manual's audit action table (docs/manual/administration.md, once the README's) names every
// action the code records (issue #14 audit: it had fallen behind). A new action in ADMIN_ACTIONS
// without a line there fails here.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "~/lib/admin-audit";

const readme = readFileSync(
  resolve(import.meta.dirname, "../../../docs/manual/administration.md"),
  "utf8",
);

describe("the manual's audit log section", () => {
  it("lists every recorded action, and no other", () => {
    const section = readme.slice(readme.indexOf("## Audit log"), readme.indexOf("Read it at"));
    const listed = new Set(
      [
        ...section.matchAll(
          /`((?:course|thumbnail|media|admin|learner|search_synonyms|settings|class)\.[a-z_]+)`/g,
        ),
      ].map((m) => m[1]),
    );
    expect([...listed].sort()).toEqual([...ADMIN_ACTIONS].sort());
  });
});
