// Search synonyms through the whole search (issue #27 item 8, decision 0045), on SQLite and
// PostgreSQL: names typed in Arabic letters find the course written in Latin ones and back, the
// seeded sets work from the migration on, an administrator's new set works on the next search and
// a deleted one stops, every change is audited, and the normalisation and prefix matching of
// decision 0006 are unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { currentContentVersion } from "~/.server/db/repositories/content-version";
import { findSearchSynonymSets } from "~/.server/db/repositories/search-synonyms";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { browseCatalogue } from "~/features/catalogue/browse-catalogue.server";
import { parseCatalogueParams } from "~/features/catalogue/catalogue-params";
import {
  addSearchSynonymSet,
  changeSearchSynonymSet,
  checkSynonymSet,
  removeSearchSynonymSet,
} from "~/features/search-synonyms/manage-search-synonyms.server";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { localizedText } from "~/lib/localized-text";

describe.each(testDatabaseKinds())("search synonyms on %s", (kind) => {
  let t: TestDatabase;
  const titles = async (q: string) => {
    const page = await browseCatalogue(t.db, parseCatalogueParams(new URLSearchParams({ q })));
    return page.courses.map((course) => course.title.en || course.title.ar).sort();
  };
  const auditActions = async () =>
    (await t.db.selectFrom("audit_log").select(["action", "details"]).orderBy("at").execute()).map(
      (row) => ({ action: row.action, details: JSON.parse(row.details) as unknown }),
    );

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const course = (title: Record<string, string>) =>
      insertCourse(t.db, testCourse({ title: localizedText(title), isPublished: true }));
    await course({ en: "Excel for small shops" });
    await course({ en: "Python from zero" });
    await course({ ar: "التسويق عبر واتساب" });
    await course({ en: "Facebook pages for your business" });
    await course({ en: "Trello boards" });
    await course({ ar: "أساسيات المحاسبة" });
  });

  afterAll(async () => {
    await t?.destroy();
  });

  it("finds Latin names typed in Arabic letters, and back, with the seeded sets", async () => {
    expect(await titles("excel")).toEqual(["Excel for small shops"]);
    expect(await titles("اكسل")).toEqual(["Excel for small shops"]);
    expect(await titles("إكسل")).toEqual(["Excel for small shops"]);
    expect(await titles("بايثون")).toEqual(["Python from zero"]);
    expect(await titles("فيس بوك")).toEqual(["Facebook pages for your business"]);
    expect(await titles("فيسبوك")).toEqual(["Facebook pages for your business"]);
    expect(await titles("whatsapp")).toEqual(["التسويق عبر واتساب"]);
    expect(await titles("واتس اب")).toEqual(["التسويق عبر واتساب"]);
    expect(await titles("marketing")).toEqual(["التسويق عبر واتساب"]);
    // Every term must still match: a synonym widens one term, not the query.
    expect(await titles("اكسل بايثون")).toEqual([]);
    expect(await titles("Excel shops")).toEqual(["Excel for small shops"]);
  });

  it("leaves normalisation and prefix matching as they were", async () => {
    expect(await titles("exc")).toEqual(["Excel for small shops"]);
    expect(await titles("المحاسبه")).toEqual(["أساسيات المحاسبة"]);
    expect(await titles("اساسيات")).toEqual(["أساسيات المحاسبة"]);
    expect(await titles("تريلو")).toEqual([]);
  });

  it("applies an administrator's set on the next search, audited, and stops once deleted", async () => {
    const version = await currentContentVersion(t.db);
    expect(await addSearchSynonymSet(t.db, "Trello, تريلو", TEST_AUDIT_ORIGIN)).toEqual({
      ok: true,
    });
    // Searches are cached pages: a change renders them again (decision 0008).
    expect(await currentContentVersion(t.db)).toBeGreaterThan(version);
    expect(await titles("تريلو")).toEqual(["Trello boards"]);

    const set = (await findSearchSynonymSets(t.db)).find((s) => s.terms === "Trello, تريلو");
    expect(set).toBeDefined();
    const id = set?.id ?? "";
    expect(
      await changeSearchSynonymSet(t.db, id, "Trello, تريلو ، ترللو", TEST_AUDIT_ORIGIN),
    ).toEqual({ ok: true });
    expect(await titles("ترللو")).toEqual(["Trello boards"]);
    expect(await removeSearchSynonymSet(t.db, id, TEST_AUDIT_ORIGIN)).toEqual({ ok: true });
    expect(await titles("تريلو")).toEqual([]);

    expect((await auditActions()).slice(-3)).toEqual([
      { action: "search_synonyms.create", details: { id, terms: "Trello, تريلو" } },
      {
        action: "search_synonyms.update",
        details: { id, terms: { from: "Trello, تريلو", to: "Trello, تريلو, ترللو" } },
      },
      { action: "search_synonyms.delete", details: { id, terms: "Trello, تريلو, ترللو" } },
    ]);
    expect(await removeSearchSynonymSet(t.db, id, TEST_AUDIT_ORIGIN)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("refuses a set search could not use, and changes nothing", async () => {
    const before = await findSearchSynonymSets(t.db);
    for (const bad of ["Excel", "إكسل, اكسل", " , ،", "a b c d, e", `${"x".repeat(61)}, y`]) {
      expect(await addSearchSynonymSet(t.db, bad, TEST_AUDIT_ORIGIN), bad).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    expect(await findSearchSynonymSets(t.db)).toEqual(before);
    expect(checkSynonymSet(" Word ,وورد،  Word ")).toEqual({ ok: true, terms: "Word, وورد" });
  });

  it("says what is wrong in the administrator's language (issue #27)", async () => {
    expect(checkSynonymSet("Excel")).toEqual({
      ok: false,
      error: "Write at least two different words, separated by commas (e.g. Excel, اكسل).",
    });
    expect(checkSynonymSet("a b c d, e", adminTranslator("fr"))).toEqual({
      ok: false,
      error: "«\u202fa b c d\u202f» compte plus de 3 mots.",
    });
    expect(checkSynonymSet("Excel", adminTranslator("ar"))).toEqual({
      ok: false,
      error: "اكتب كلمتين مختلفتين على الأقل، تفصل بينهما فاصلة (مثل Excel، اكسل).",
    });
    expect(
      await removeSearchSynonymSet(t.db, "no-such-set", TEST_AUDIT_ORIGIN, adminTranslator("ar")),
    ).toEqual({ ok: false, error: "لم تعد هذه المجموعة موجودة.", status: 404 });
  });
});
