// The footer of spec §2 (home, item 9). Categories, privacy, terms and cookies are inert in
// the specification, so they are plain text here rather than links that go nowhere.
import { Link } from "react-router";
import { TAP_TARGET_CLASS } from "~/components/ui/button";
import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { BRAND_NAME } from "~/lib/site";
import { BrandMark } from "./brand-logo";

const headingClass = "mb-3 text-base font-bold text-white";
// 44 px high on phones, as every tap target (issue #15); a line of text was 14 px.
const linkClass = `inline-flex items-center rounded hover:text-white hover:underline ${TAP_TARGET_CLASS}`;

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandMark className="text-white" />
          <p className="mt-3 text-sm">
            منصة تعليمية مجانية للمتعلمين في موريتانيا: الأعمال والمالية والتكنولوجيا والتطوير
            المهني.
          </p>
        </div>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            روابط سريعة
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/" className={linkClass}>
                الرئيسية
              </Link>
            </li>
            <li>
              <Link to="/courses" className={linkClass}>
                جميع الدورات
              </Link>
            </li>
            <li>
              <Link to="/auth" className={linkClass}>
                سجّل مجانًا
              </Link>
            </li>
            <li>
              <Link to="/#why" className={linkClass}>
                من نحن
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>التصنيفات</h2>
          <ul className="space-y-2 text-sm">
            <li>المالية والمصرفية</li>
            <li>التكنولوجيا</li>
            <li>استراتيجية الأعمال</li>
            <li>العملات الرقمية</li>
          </ul>
        </div>

        <address className="not-italic">
          <h2 className={headingClass}>تواصل معنا</h2>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MailIcon className="size-4" />
              <a href="mailto:info@maarifa.mr" className={linkClass} dir="ltr">
                info@maarifa.mr
              </a>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="size-4" />
              <span dir="ltr">+222 00 00 00 00</span>
            </li>
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4" />
              نواكشوط، موريتانيا
            </li>
          </ul>
        </address>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm">
          <p>
            © {new Date().getFullYear()} {BRAND_NAME}. جميع الحقوق محفوظة.
          </p>
          <ul className="flex flex-wrap gap-4">
            <li>سياسة الخصوصية</li>
            <li>الشروط والأحكام</li>
            <li>سياسة ملفات تعريف الارتباط</li>
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
