// The admin area's language (issue #27, decision 0044) against real databases: a named
// administrator's choice is kept with their account and wins over the browser's cookie; the
// bootstrap owner (no account) and the gate's visitor have the cookie alone; English until anyone
// chooses; the column refuses anything but the three languages.
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import {
  findAdministratorLocale,
  insertAdministrator,
} from "~/.server/db/repositories/administrators";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { ADMIN_LOCALE_COOKIE, adminLocaleOf, chooseAdminLocale } from "./admin-locale.server";
import type { AdminSession } from "./require-admin.server";

const request = (cookie?: string) =>
  new Request("http://localhost/admin", { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(";"));
const EXPIRES = "2026-11-28T20:00:00.000Z";

describe.each(testDatabaseKinds())("the admin area's language on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  const context = () => ({ db: t.db }) as AppLoadContext;

  beforeEach(async () => {
    await t.db.deleteFrom("sessions").execute();
    await t.db.deleteFrom("one_time_tokens").execute();
    await t.db.deleteFrom("administrators").execute();
  });

  async function named(): Promise<AdminSession> {
    const id = await insertAdministrator(t.db, {
      name: "Aminetou",
      identifier: `a-${crypto.randomUUID()}@example.mr`,
      role: "editor",
      passwordHash: "not used here",
    });
    return { expiresAt: EXPIRES, admin: { id, name: "Aminetou", role: "editor" } };
  }
  const bootstrap: AdminSession = {
    expiresAt: EXPIRES,
    admin: { id: null, name: "Owner (admin password)", role: "owner" },
  };

  it("is English until anyone chooses", async () => {
    expect(await adminLocaleOf(request(), context(), null)).toBe("en");
    expect(await adminLocaleOf(request(), context(), bootstrap)).toBe("en");
    const session = await named();
    expect(await adminLocaleOf(request(), context(), session)).toBe("en");
    expect(await findAdministratorLocale(t.db, session.admin.id!)).toBeNull();
  });

  it("keeps a named administrator's choice with the account, on any browser", async () => {
    const session = await named();
    const setCookie = await chooseAdminLocale(request(), context(), session, "ar");
    expect(setCookie).toMatch(new RegExp(`^${ADMIN_LOCALE_COOKIE}=ar;`));
    expect(await findAdministratorLocale(t.db, session.admin.id!)).toBe("ar");
    // Another browser, without the cookie, or with another language's: the account's wins.
    expect(await adminLocaleOf(request(), context(), session)).toBe("ar");
    expect(await adminLocaleOf(request(`${ADMIN_LOCALE_COOKIE}=fr`), context(), session)).toBe(
      "ar",
    );
    // Someone else is not affected.
    expect(await adminLocaleOf(request(), context(), await named())).toBe("en");
  });

  it("keeps the bootstrap owner's and the gate's choice in the cookie alone", async () => {
    const setCookie = await chooseAdminLocale(request(), context(), bootstrap, "fr");
    const rows = await t.db.selectFrom("administrators").select("locale").execute();
    expect(rows).toEqual([]);
    expect(await adminLocaleOf(request(cookieOf(setCookie)), context(), bootstrap)).toBe("fr");
    expect(await adminLocaleOf(request(cookieOf(setCookie)), context(), null)).toBe("fr");
    // A value that is not a language is ignored.
    expect(await adminLocaleOf(request(`${ADMIN_LOCALE_COOKIE}=de`), context(), null)).toBe("en");
  });

  it("refuses anything but the three languages in the column", async () => {
    const session = await named();
    await expect(
      t.db
        .updateTable("administrators")
        .set({ locale: "de" })
        .where("id", "=", session.admin.id!)
        .execute(),
    ).rejects.toThrow();
  });
});
