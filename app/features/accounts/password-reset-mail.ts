// The mail a learner receives after asking for a password-reset link (issue #14 part 8), in the
// language of the page they asked from (issue #15): HTML in that language's direction, and plain
// text (a mail client that shows only text, or a screen reader, gets the same words and the link).
// The link is the only thing in it that varies.
import { DIRECTIONS } from "~/i18n/locales";
import type { Translator } from "~/i18n/translator";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(
  link: string,
  i: Translator,
): { subject: string; text: string; html: string } {
  const brand = i.t("site.brand");
  const subject = i.t("mail.reset.subject", { brand });
  const lines = [
    i.t("mail.reset.greeting"),
    i.t("mail.reset.intro", { brand }),
    link,
    i.t("mail.reset.validity"),
    i.t("mail.reset.ignore"),
  ];
  const dir = DIRECTIONS[i.locale];
  // Physical sides: mail clients ignore `start` and `end`.
  const align = dir === "rtl" ? "right" : "left";
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${i.locale}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="font-family: Tahoma, Arial, sans-serif; line-height: 1.7; text-align: ${align}">
<p>${escapeHtml(lines[0] ?? "")}</p>
<p>${escapeHtml(lines[1] ?? "")}</p>
<p><a href="${safeLink}" style="display: inline-block; padding: 10px 18px; background: #047857; color: #ffffff; border-radius: 8px; text-decoration: none; font-weight: bold">${escapeHtml(i.t("mail.reset.button"))}</a></p>
<p dir="ltr" style="text-align: left; word-break: break-all; font-size: 13px">${safeLink}</p>
<p>${escapeHtml(lines[3] ?? "")}</p>
<p>${escapeHtml(lines[4] ?? "")}</p>
</body>
</html>`;
  return { subject, text: `${lines.join("\n\n")}\n`, html };
}
