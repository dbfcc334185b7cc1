// The organisation's name (issue #29), on SQLite and (with TEST_DATABASE_URL) PostgreSQL: saved
// trimmed with its audit entry, an unchanged name writes nothing, an empty one removes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import {
  readOrganisationNameSetting,
  saveOrganisationNameSetting,
} from "./organisation-name-setting.server";

describe.each(testDatabaseKinds())("the organisation's name on %s", (kind) => {
  let t: TestDatabase;
  const entries = async () =>
    (await t.db.selectFrom("audit_log").select(["action", "details"]).orderBy("at").execute()).map(
      (row) => ({ action: row.action, details: JSON.parse(row.details) as unknown }),
    );

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("saves it trimmed, audits it, and writes nothing when it is unchanged", async () => {
    expect(await readOrganisationNameSetting(t.db)).toBe("");
    await saveOrganisationNameSetting(t.db, "  جمعية   النور ", TEST_AUDIT_ORIGIN);
    expect(await readOrganisationNameSetting(t.db)).toBe("جمعية النور");
    await saveOrganisationNameSetting(t.db, "جمعية النور", TEST_AUDIT_ORIGIN);
    expect(await entries()).toEqual([
      {
        action: "settings.update",
        details: { setting: "organisation_name", from: null, to: "جمعية النور" },
      },
    ]);
    await saveOrganisationNameSetting(t.db, "", TEST_AUDIT_ORIGIN);
    expect(await readOrganisationNameSetting(t.db)).toBe("");
    expect((await entries()).at(-1)).toEqual({
      action: "settings.update",
      details: { setting: "organisation_name", from: "جمعية النور", to: null },
    });
  });
});
