// The admin catalogues' helpers (issue #27 item 7): the French spaces before high punctuation are
// the narrow no-break ones, an element stands where its language puts the placeholder, and
// numbers and days follow the public pages' Intl choice (Arabic with the digits 0-9).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { adminDay, adminNumber } from "./admin-format";
import { ADMIN_CATALOGUES, adminTranslator } from "./admin-i18n";
import { adminLocaleOfMatches, adminPageTitle } from "./admin-meta";
import { richAdminMessage } from "./admin-rich";
import { en, type AdminMessageKey } from "./en";

const KEYS = Object.keys(en) as AdminMessageKey[];

describe("the admin catalogues", () => {
  it("puts a narrow no-break space, never a plain one, before French : ; ? ! and inside « »", () => {
    for (const key of KEYS) {
      const message = ADMIN_CATALOGUES.fr[key];
      expect(message, key).not.toMatch(/ [:;?!»]|« /);
    }
  });
});

describe("richAdminMessage", () => {
  it("places each element where the language's sentence has it", () => {
    const render = (locale: "en" | "ar") =>
      renderToStaticMarkup(
        createElement(
          "p",
          null,
          richAdminMessage(adminTranslator(locale).t("invite.for"), {
            role: createElement("strong", null, "R"),
            name: createElement("span", { dir: "auto" }, "N"),
            identifier: createElement("span", { dir: "ltr" }, "I"),
          }),
        ),
      );
    expect(render("en")).toBe(
      '<p>You are invited as <strong>R</strong>: <span dir="auto">N</span>, signing in with <span dir="ltr">I</span>.</p>',
    );
    expect(render("ar")).toBe(
      '<p>أنت مدعوّ بصفة <strong>R</strong>: <span dir="auto">N</span>، وتدخل باستعمال <span dir="ltr">I</span>.</p>',
    );
  });
});

describe("numbers, days and titles", () => {
  it("writes numbers and days as the locale does, Arabic with the digits 0-9", () => {
    expect(adminNumber("en", 12345)).toBe("12,345");
    expect(adminNumber("fr", 12345)).toBe("12\u202f345");
    expect(adminNumber("ar", 12345)).toBe("12,345");
    // English keeps the ISO day its screens and tests have always had.
    expect(adminDay("en", "2026-11-28")).toBe("2026-11-28");
    expect(adminDay("fr", "2026-11-28")).toBe("28 nov. 2026");
    expect(adminDay("ar", "2026-11-28")).toBe("28 نوفمبر 2026");
  });

  it("titles a page in the layout's language, English without it", () => {
    const matches = [{ id: "root" }, { id: "routes/admin/layout", loaderData: { locale: "ar" } }];
    expect(adminLocaleOfMatches(matches)).toBe("ar");
    expect(adminPageTitle(matches, "audit.title")).toBe("سجل التدقيق | الإدارة | معرفة");
    expect(adminPageTitle([{ id: "root" }], "audit.title")).toBe("Audit Log | Admin | معرفة");
    expect(adminPageTitle([], "learners.title", { withAdmin: false })).toBe("Learners | معرفة");
  });
});
