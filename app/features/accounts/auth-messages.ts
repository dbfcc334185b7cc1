// What the sign-up, sign-in and account screens say (issue #6). Public screens are Arabic.
/** The word a learner types to confirm deleting their account. */
export const DELETE_CONFIRMATION = "حذف";

export const AUTH_MESSAGES = {
  /** The specification's 'You must provide either an email or phone number and a password' (§8). */
  missingCredentials: "يجب إدخال بريد إلكتروني أو رقم هاتف، وكلمة مرور.",
  invalidEmail: "البريد الإلكتروني غير صالح. اكتبه بالشكل name@example.com.",
  invalidPhone:
    "رقم الهاتف غير صالح. اكتب رقمك الموريتاني من 8 أرقام (مثل 22 12 34 56)، أو رقمًا دوليًا يبدأ بـ +.",
  /** Issue #12: 8 digits, but in no range of Mauritania's numbering plan (25 12 34 56). */
  phoneNotInUse:
    "لا يوجد رقم موريتاني بهذه الأرقام. تحقّق من رقمك، أو اكتب رقمك الدولي كاملًا يبدأ بـ +.",
  passwordTooShort: "يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل.",
  passwordTooLong: "يجب ألّا تتجاوز كلمة المرور 128 حرفًا.",
  passwordCommon: "كلمة المرور هذه شائعة جدًا ويسهل تخمينها. اختر كلمة مرور أخرى.",
  emailTaken: "يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول بدلًا من إنشاء حساب جديد.",
  phoneTaken: "يوجد حساب بهذا الرقم. سجّل الدخول بدلًا من إنشاء حساب جديد.",
  /** The same for an unknown account and a wrong password: it must not tell which. */
  invalidCredentials: "بيانات الدخول غير صحيحة. تحقّق من البريد أو الرقم ومن كلمة المرور.",
  wrongCurrentPassword: "كلمة المرور الحالية غير صحيحة.",
  passwordChanged: "تم تغيير كلمة المرور.",
  confirmDeletion: "اكتب «حذف» لتأكيد حذف الحساب.",
} as const;

/** Arabic counts: 'a minute', 'two minutes', 3–10 'minutes', then the singular again. */
function inMinutes(minutes: number): string {
  if (minutes === 1) return "دقيقة";
  if (minutes === 2) return "دقيقتين";
  return `${minutes} ${minutes <= 10 ? "دقائق" : "دقيقة"}`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `محاولات فاشلة كثيرة. حاول مجددًا بعد ${inMinutes(minutes)}.`;
}

/** Sign-up's hourly cap per address (issue #12): not a failure of the person, say so. */
export function tooManySignUpsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `أُنشئت حسابات كثيرة من هذا الاتصال خلال الساعة الأخيرة. حاول مجددًا بعد ${inMinutes(minutes)}.`;
}

/** The password-reset screens and mail (issue #14 part 8). */
export const RESET_MESSAGES = {
  /** The same answer whether an account has this address or not: it must not tell which. */
  requestAnswered:
    "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لتعيين كلمة مرور جديدة. الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة. تحقّق من بريدك، ومن مجلد الرسائل غير المرغوب فيها.",
  /** Reset by phone: no SMS is sent; an administrator makes the link. */
  phoneGoesThroughAdmins:
    "لا نرسل رسائل نصية. لإعادة تعيين كلمة مرور حساب برقم هاتف، تواصل مع إدارة الموقع، وسيرسلون إليك رابطًا عبر واتساب أو رسالة نصية.",
  missingEmail: "اكتب البريد الإلكتروني الذي أنشأت به حسابك.",
  /** No SMTP: the page explains how a reset happens. */
  unavailable:
    "لا يمكن طلب رابط إعادة التعيين من الموقع حاليًا. تواصل مع إدارة الموقع، وسيرسلون إليك رابطًا لتعيين كلمة مرور جديدة.",
  missingLink:
    "افتح رابط إعادة التعيين الذي وصلك مرة أخرى. إن لم تصل إلى هذه الصفحة، فتأكّد من أن متصفحك يقبل ملفات تعريف الارتباط (الكوكيز).",
  unknownLink:
    "هذا الرابط غير صالح. ربما نُسخ ناقصًا، أو أُنشئ بعده رابط أحدث يُلغيه. اطلب رابطًا جديدًا.",
  expiredLink: "انتهت صلاحية هذا الرابط (صالح لمدة ساعة واحدة). اطلب رابطًا جديدًا.",
  usedLink: "استُخدم هذا الرابط من قبل، وهو يعمل مرة واحدة فقط. اطلب رابطًا جديدًا إن احتجت.",
  missingPassword: "اكتب كلمة المرور الجديدة مرتين.",
  passwordsDiffer: "كلمتا المرور غير متطابقتين. اكتب الكلمة نفسها في الحقلين.",
} as const;

/** Too many "forgot password" requests from one connection, or for one address. */
export function tooManyResetRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `طلبات كثيرة لإعادة تعيين كلمة المرور. حاول مجددًا بعد ${inMinutes(minutes)}.`;
}
