// The organisation's name (issue #29): printed at the top of the donor report's sheets and in its
// CSV. Saved with its audit entry in one transaction (decision 0020); an unchanged name writes
// nothing. Empty removes it (the report then names no organisation).
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { findSiteSetting, writeSiteSetting } from "~/.server/db/repositories/site-settings";
import type { Database } from "~/.server/db/schema";
import { ORGANISATION_NAME_MAX } from "./organisation-name";

/** The name as stored, or "" when none is set. */
export async function readOrganisationNameSetting(db: Database): Promise<string> {
  return (await findSiteSetting(db, "organisation_name")) ?? "";
}

/** Saves the name the form holds (trimmed; at most ORGANISATION_NAME_MAX characters). */
export async function saveOrganisationNameSetting(
  db: Database,
  input: string,
  by: AuditOrigin,
  now = new Date(),
): Promise<void> {
  const name = input.replace(/\s+/g, " ").trim().slice(0, ORGANISATION_NAME_MAX);
  const value = name === "" ? null : name;
  await db.transaction().execute(async (trx) => {
    const before = await findSiteSetting(trx, "organisation_name");
    if (before === value) return;
    await writeSiteSetting(trx, "organisation_name", value, now);
    await recordAdminAction(trx, {
      ...by,
      action: "settings.update",
      at: now,
      details: { setting: "organisation_name", from: before, to: value },
    });
  });
}
