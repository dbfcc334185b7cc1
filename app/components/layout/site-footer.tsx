// The footer of spec §2 (home, item 9). The categories are those published courses use, each
// opening its catalogue category, and the telephone and WhatsApp numbers are the operator's
// (SUPPORT_PHONE, SUPPORT_WHATSAPP), shown only when set: nothing here is made up (issue #27).
// Privacy, terms and cookies lead to the pages of issue #17, in the page's language.
import { Link, useLocation } from "react-router";
import { TAP_TARGET_CLASS } from "~/components/ui/button";
import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { categoryHref } from "~/lib/course/category-href";
import { categoryLabelIn } from "~/lib/course/course-text";
import { authLinkFrom } from "~/lib/learner-return";
import {
  CONTACT_EMAIL,
  readablePhone,
  telHref,
  whatsappHref,
  type SupportContact,
} from "~/lib/site-contact";
import { BrandMark } from "./brand-logo";
import { LanguageSwitcher } from "./language-switcher";

const headingClass = "mb-3 text-base font-bold text-white";
// 44 px high on phones, as every tap target (issue #15); a line of text was 14 px.
// A category's name can be one short word ("المالية"): 44 px wide as well as tall for a finger.
const linkClass = `inline-flex items-center rounded hover:text-white hover:underline max-md:min-w-11 pointer-coarse:min-w-11 ${TAP_TARGET_CLASS}`;

export function SiteFooter({
  categories,
  contact,
}: {
  /** The categories published courses use. */
  categories: readonly string[];
  contact: SupportContact;
}) {
  const i = useI18n();
  const { t, path } = i;
  const location = useLocation();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandMark className="text-white" />
          <p className="mt-3 text-sm">{t("footer.about")}</p>
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to={path("/")} className={linkClass}>
                {t("footer.home")}
              </Link>
            </li>
            <li>
              <Link to={path("/courses")} className={linkClass}>
                {t("footer.allCourses")}
              </Link>
            </li>
            <li>
              {/* The sign-up form, coming back to this page (issue #27). */}
              <Link to={path(authLinkFrom("sign-up", location, path("/")))} className={linkClass}>
                {t("footer.register")}
              </Link>
            </li>
            <li>
              <Link to={path("/#why")} className={linkClass}>
                {t("footer.aboutUs")}
              </Link>
            </li>
          </ul>
        </nav>

        {categories.length > 0 && (
          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className={headingClass}>
              {t("footer.categories")}
            </h2>
            <ul className="space-y-2 text-sm">
              {categories.map((category) => (
                <li key={category}>
                  <Link to={path(categoryHref(category))} className={linkClass}>
                    <bdi>{categoryLabelIn(i, category)}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <address className="not-italic">
          <h2 className={headingClass}>{t("footer.contact")}</h2>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MailIcon className="size-4" />
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass} dir="ltr">
                {CONTACT_EMAIL}
              </a>
            </li>
            {contact.phone && (
              <li className="flex items-center gap-2">
                <PhoneIcon className="size-4" />
                <a href={telHref(contact.phone)} className={linkClass} dir="ltr">
                  {readablePhone(contact.phone)}
                </a>
              </li>
            )}
            {contact.whatsapp && (
              <li className="flex items-center gap-2">
                <PhoneIcon className="size-4" />
                <a href={whatsappHref(contact.whatsapp)} className={linkClass}>
                  {t("footer.whatsapp")}
                </a>
              </li>
            )}
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4" />
              {t("footer.address")}
            </li>
          </ul>
        </address>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm">
          <p>{t("footer.copyright", { year: new Date().getFullYear(), brand: t("site.brand") })}</p>
          <LanguageSwitcher linkClassName="px-2 text-slate-300 hover:text-white" />
          <ul className="flex flex-wrap gap-x-4">
            <li>
              <Link to={path("/privacy")} className={linkClass}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={path("/terms")} className={linkClass}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to={path("/privacy#cookies")} className={linkClass}>
                {t("footer.cookies")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** The course player shows only the brand mark at its foot (spec §2, course player). */
export function BrandFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-center px-4 py-6 text-emerald-800">
        <BrandMark />
      </div>
    </footer>
  );
}
