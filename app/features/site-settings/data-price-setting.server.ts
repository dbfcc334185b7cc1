// The administrator's price of a gigabyte of mobile data (issue #28): lesson pages show what each
// version of an uploaded lesson costs with it. Saved with its audit entry in one transaction
// (decision 0020), and with the content version, so cached lesson pages show the new costs.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { findSiteSetting, writeSiteSetting } from "~/.server/db/repositories/site-settings";
import type { Database } from "~/.server/db/schema";
import { adminTranslator, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import { parseDataPrice } from "~/lib/data-price";

/** The price as stored ("25", "12.5"), or "" when none is set. */
export async function readDataPriceSetting(db: Database): Promise<string> {
  return (await findSiteSetting(db, "data_price_per_gb")) ?? "";
}

export type DataPriceSaveResult = { ok: true } | { ok: false; error: string };

/** Saves the price the form holds; empty or 0 hides the cost on lesson pages. */
export async function saveDataPriceSetting(
  db: Database,
  input: string,
  by: AuditOrigin,
  { t }: AdminTranslator = adminTranslator("en"),
  now = new Date(),
): Promise<DataPriceSaveResult> {
  const price = parseDataPrice(input);
  if (price === "invalid") return { ok: false, error: t("settings.dataPrice.invalid") };
  const value = price === null ? null : String(price);
  await db.transaction().execute(async (trx) => {
    const before = await findSiteSetting(trx, "data_price_per_gb");
    await writeSiteSetting(trx, "data_price_per_gb", value, now);
    await recordAdminAction(trx, {
      ...by,
      action: "settings.update",
      at: now,
      details: { setting: "data_price_per_gb", from: before, to: value },
    });
  });
  return { ok: true };
}
