// The mail a learner receives after asking for a password-reset link (issue #14 part 8): Arabic,
// right to left, as HTML and as plain text (a mail client that shows only text, or a screen
// reader, gets the same words and the link). The link is the only thing in it that varies.
import { BRAND_NAME } from "~/lib/site";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(link: string): { subject: string; text: string; html: string } {
  const subject = `إعادة تعيين كلمة المرور في ${BRAND_NAME}`;
  const lines = [
    "مرحبًا،",
    `طلب أحدٌ إعادة تعيين كلمة مرور حسابك في ${BRAND_NAME}. لتختار كلمة مرور جديدة، افتح هذا الرابط:`,
    link,
    "الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة فقط. عند استخدامه يُسجَّل خروج كل أجهزتك الأخرى.",
    "إن لم تطلب ذلك، فتجاهل هذه الرسالة: كلمة مرورك لم تتغيّر.",
  ];
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="font-family: Tahoma, Arial, sans-serif; line-height: 1.7; text-align: right">
<p>${escapeHtml(lines[0] ?? "")}</p>
<p>${escapeHtml(lines[1] ?? "")}</p>
<p><a href="${safeLink}" style="display: inline-block; padding: 10px 18px; background: #047857; color: #ffffff; border-radius: 8px; text-decoration: none; font-weight: bold">تعيين كلمة مرور جديدة</a></p>
<p dir="ltr" style="text-align: left; word-break: break-all; font-size: 13px">${safeLink}</p>
<p>${escapeHtml(lines[3] ?? "")}</p>
<p>${escapeHtml(lines[4] ?? "")}</p>
</body>
</html>`;
  return { subject, text: `${lines.join("\n\n")}\n`, html };
}
