// The price of a gigabyte (issue #28), on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a valid
// price is saved with its audit entry and a new content version (cached lesson pages show the new
// costs), an invalid one changes nothing and records nothing, and an empty one removes the price.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentContentVersion } from "~/.server/db/repositories/content-version";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { dataCost, megabytes } from "~/lib/media-choice";
import { parseDataPrice, shownDataPrice } from "~/lib/data-price";
import { readDataPriceSetting, saveDataPriceSetting } from "./data-price-setting.server";

describe("parseDataPrice", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["0", 0],
    ["25", 25],
    ["12.5", 12.5],
    ["12,75", 12.75],
    ["100000", 100000],
    ["-1", "invalid"],
    ["1.234", "invalid"],
    ["abc", "invalid"],
    ["1e3", "invalid"],
    ["100001", "invalid"],
  ])("%j → %j", (input, expected) => {
    expect(parseDataPrice(input)).toBe(expected);
  });

  it("shows no cost without a price or with 0", () => {
    expect(shownDataPrice(null)).toBeNull();
    expect(shownDataPrice("0")).toBeNull();
    expect(shownDataPrice("25")).toBe(25);
  });
});

describe("costs and sizes as people say them", () => {
  it("rounds to whole ouguiyas, or one decimal below 10", () => {
    expect(dataCost(1_800_000, 3333)).toBe(6);
    expect(dataCost(1_800_000, 1000)).toBe(1.8);
    expect(dataCost(37_000_000, 3333)).toBe(123);
    expect(dataCost(37_000_000, null)).toBeNull();
    expect(megabytes(1_840_000)).toBe(1.8);
    expect(megabytes(11_500_000)).toBe(12);
  });
});

describe.each(testDatabaseKinds())("the price setting on %s", (kind) => {
  let t: TestDatabase;
  const entries = async () =>
    (
      await t.db
        .selectFrom("audit_log")
        .select(["action", "details", "actor_name"])
        .orderBy("at")
        .execute()
    ).map((row) => ({ action: row.action, details: JSON.parse(row.details) as unknown }));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("saves a valid price with its audit entry and a new content version", async () => {
    expect(await readDataPriceSetting(t.db)).toBe("");
    const version = await currentContentVersion(t.db);
    const at = new Date("2026-11-29T05:00:00Z");
    expect(
      await saveDataPriceSetting(t.db, "12,5", TEST_AUDIT_ORIGIN, adminTranslator("en"), at),
    ).toEqual({ ok: true });
    expect(await readDataPriceSetting(t.db)).toBe("12.5");
    expect(await currentContentVersion(t.db)).toBe(version + 1);
    expect(await entries()).toEqual([
      {
        action: "settings.update",
        details: { setting: "data_price_per_gb", from: null, to: "12.5" },
      },
    ]);
  });

  it("refuses an invalid price in the administrator's language, and changes nothing", async () => {
    const before = await entries();
    const version = await currentContentVersion(t.db);
    const result = await saveDataPriceSetting(t.db, "-3", TEST_AUDIT_ORIGIN, adminTranslator("fr"));
    expect(result).toEqual({
      ok: false,
      error: adminTranslator("fr").t("settings.dataPrice.invalid"),
    });
    expect(await readDataPriceSetting(t.db)).toBe("12.5");
    expect(await entries()).toEqual(before);
    expect(await currentContentVersion(t.db)).toBe(version);
  });

  it("removes the price when emptied", async () => {
    expect(await saveDataPriceSetting(t.db, "", TEST_AUDIT_ORIGIN)).toEqual({ ok: true });
    expect(await readDataPriceSetting(t.db)).toBe("");
    expect((await entries()).at(-1)).toEqual({
      action: "settings.update",
      details: { setting: "data_price_per_gb", from: "12.5", to: null },
    });
  });
});
