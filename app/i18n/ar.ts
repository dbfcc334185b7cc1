// The Arabic catalogue: every string of the public pages (issue #15, decision 0026). ICU
// MessageFormat (intl-messageformat). Counts use all six CLDR plural categories of Arabic; numbers
// and Latin text inside a plain-text message sit between the Unicode isolates U+2068 (FSI) and
// U+2069 (PDI), so that "22 12 34 56" or "+222" never reads backwards in a right-to-left line.
// The keys of this file are the keys of every catalogue (fr.ts and en.ts are typed by it).

export const ar = {
  // The site
  "site.brand": "معرفة",
  "site.description":
    "دورات مجانية بالعربية في الأعمال والمالية والتكنولوجيا والتطوير المهني للمتعلمين في موريتانيا.",
  "site.pageTitle": "{page} | {brand}",
  "site.skipToContent": "تخطَّ إلى المحتوى",
  "site.loading": "جارٍ التحميل...",
  "site.homeLinkLabel": "{brand} — الرئيسية",

  // Top bar
  "header.navLabel": "التنقل الرئيسي",
  "header.searchLabel": "البحث عن دورة",
  "header.searchPlaceholder": "ابحث عن الدورات...",
  "header.courses": "الدورات",
  "header.menu": "القائمة",
  "header.signIn": "دخول",
  "header.myAccount": "حسابي",
  "header.accountLink": "تقدّمي وإعدادات الحساب",
  "header.signOut": "تسجيل الخروج",

  // Language switcher and the first-visit offer
  "language.switcherLabel": "اللغة",
  "language.offer": "هذه الصفحة متاحة بلغتك:",
  "language.offerDismiss": "لا، شكرًا",

  // Footer
  "footer.about":
    "منصة تعليمية مجانية للمتعلمين في موريتانيا: الأعمال والمالية والتكنولوجيا والتطوير المهني.",
  "footer.quickLinks": "روابط سريعة",
  "footer.home": "الرئيسية",
  "footer.allCourses": "جميع الدورات",
  "footer.register": "سجّل مجانًا",
  "footer.aboutUs": "من نحن",
  "footer.categories": "التصنيفات",
  "footer.contact": "تواصل معنا",
  "footer.address": "نواكشوط، موريتانيا",
  "footer.copyright": "© {year, number, ::group-off} {brand}. جميع الحقوق محفوظة.",
  "footer.privacy": "سياسة الخصوصية",
  "footer.terms": "الشروط والأحكام",
  "footer.cookies": "سياسة ملفات تعريف الارتباط",

  // Error screens
  "mail.reset.subject": "إعادة تعيين كلمة المرور في {brand}",
  "mail.reset.greeting": "مرحبًا،",
  "mail.reset.intro":
    "طلب أحدٌ إعادة تعيين كلمة مرور حسابك في {brand}. لتختار كلمة مرور جديدة، افتح هذا الرابط:",
  "mail.reset.button": "تعيين كلمة مرور جديدة",
  "mail.reset.validity":
    "الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة فقط. عند استخدامه يُسجَّل خروج كل أجهزتك الأخرى.",
  "mail.reset.ignore": "إن لم تطلب ذلك، فتجاهل هذه الرسالة: كلمة مرورك لم تتغيّر.",
  "error.notFound.title": "الصفحة غير موجودة",
  "error.notFound.heading": "عذرًا! الصفحة غير موجودة",
  "error.notFound.text": "ربما نُقلت هذه الصفحة أو أن الرابط غير صحيح.",
  "error.backHome": "العودة إلى الرئيسية",
  "error.unexpected.heading": "حدث خطأ غير متوقع!",
  "error.badRequest": "طلب غير صالح",
  "error.serverError": "خطأ في الخادم",
  "error.unavailable.heading": "الموقع غير متاح مؤقتًا",
  "error.unavailable.text": "نواجه عطلًا قصيرًا ونعمل على إصلاحه. أعد تحميل الصفحة بعد بضع ثوانٍ.",
  "error.retry": "إعادة المحاولة",

  // Shared words
  "common.free": "مجاني",
  "common.labelColon": "{label}:",
  "common.opensInNewWindow": " (يفتح في نافذة جديدة)",
  "common.percent": "({percent}%)",

  // Counts (six plural categories; Western digits, decision 0026)
  "count.lessons":
    "{count, plural, zero {لا دروس} one {درس واحد} two {درسان} few {# دروس} many {# درسًا} other {# درس}}",
  "count.courses":
    "{count, plural, zero {لا دورات} one {دورة واحدة} two {دورتان} few {# دورات} many {# دورة} other {# دورة}}",
  "count.learners":
    "{count, plural, zero {لا متعلمين} one {متعلم واحد} two {متعلمان} few {# متعلمين} many {# متعلمًا} other {{count, number, ::group-off} متعلم}}",
  "duration.minutes":
    "{minutes, plural, zero {# دقيقة} one {دقيقة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}",
  "duration.hours":
    "{hours, plural, zero {# ساعة} one {ساعة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}",
  "duration.hoursAndMinutes": "{hours} و{minutes}",

  // Course content defaults and labels
  "course.defaultDescription": "دورة مجانية لتطوير مهاراتك خطوة بخطوة.",
  "course.defaultInstructor": "مدرب خبير",
  "course.defaultLessonTitle": "الدرس {number}",
  "category.business": "الأعمال",
  "category.technology": "التكنولوجيا",
  "category.finance": "المالية",
  "category.marketing": "التسويق",
  "category.design": "التصميم",
  "difficulty.beginner": "مبتدئ",
  "difficulty.intermediate": "متوسط",
  "difficulty.advanced": "متقدم",

  // Home
  "home.title": "تعليم مجاني في الأعمال والمالية والتكنولوجيا",
  "home.hero.badge": "مجاني 100%",
  "home.hero.heading": "نُبسّط تعليم الأعمال للجميع، مجانًا 100%",
  "home.hero.text":
    "دورات بالعربية في الأعمال والمالية والتكنولوجيا والتطوير المهني، صُمّمت للمتعلمين في موريتانيا.",
  "home.startFree": "ابدأ التعلم مجانًا",
  "home.watchDemo": "شاهد العرض التوضيحي",
  "home.stats.learners": "متعلم",
  "home.stats.courses": "دورة",
  "home.stats.free": "مجاني",
  "home.stats.freeValue": "100%",
  "home.goals.heading": "ما هدفك من التعلم؟",
  "home.goals.business": "أبدأ مشروعي الخاص في موريتانيا",
  "home.goals.finance": "أتقن المالية والاستثمار الذكي",
  "home.goals.technology": "أتعلّم التكنولوجيا والمهارات الرقمية",
  "home.goals.wealth": "أبني ثروتي بمعرفة عالم الأعمال",
  "home.goals.future": "أتحكّم في مستقبلي المالي",
  "home.categories.heading": "مجالات التعلم",
  "home.why.heading": "لماذا تختار {brand}؟",
  "home.why.free.title": "تعليم مجاني 100%",
  "home.why.free.text": "كل الدورات مجانية بالكامل: بلا رسوم خفية، ولا حاجة إلى بطاقة ائتمان.",
  "home.why.local.title": "محتوى يناسب واقعك",
  "home.why.local.text":
    "أمثلة من السوق الموريتاني: الأوقية، والدفع عبر الهاتف، والمشاريع الصغيرة.",
  "home.why.pace.title": "تعلّم في وقتك",
  "home.why.pace.text": "دروس فيديو قصيرة تشاهدها من هاتفك متى شئت، وبالسرعة التي تناسبك.",
  "home.featured.heading": "دورات مميزة",
  "home.featured.all": "عرض جميع الدورات",
  "home.featured.empty": "لا توجد دورات متاحة حاليًا. تابعنا قريبًا!",
  "home.access.heading": "وصول مجاني غير محدود إلى جميع الدورات ({count})",
  "home.access.text": "بلا اشتراك وبلا رسوم خفية. كل ما تحتاجه هو الرغبة في التعلم.",
  "home.ready.heading": "جاهز لبدء رحلتك التعليمية؟",
  "home.ready.text":
    "انضم إلى أكثر من {learners} يطوّرون مهاراتهم في الأعمال والمالية والتكنولوجيا.",
  "home.ready.start": "ابدأ التعلم الآن",

  // Course cards
  "card.startLearning": "ابدأ التعلم",

  // Catalogue
  "catalogue.title": "جميع الدورات",
  "catalogue.searchTitle": "نتائج البحث عن «\u2068{query}\u2069»",
  "catalogue.description": "تصفّح جميع الدورات المجانية في الأعمال والمالية والتكنولوجيا.",
  "catalogue.heading": "استكشف دوراتنا المجانية",
  "catalogue.intro": "تعلّم مهارات جديدة في الأعمال والمالية والتكنولوجيا، بالعربية ومجانًا.",
  "catalogue.stats.courses": "دورة متاحة",
  "catalogue.stats.learners": "متعلم",
  "catalogue.searchSummary": "نتائج البحث عن «{query}»: {count}",
  "catalogue.filterSummary": "عدد الدورات المطابقة: {count}",
  "catalogue.clear": "مسح البحث والتصفية",
  "catalogue.noMatch.heading": "لا توجد دورات مطابقة",
  "catalogue.noMatch.text": "جرّب كلمات أخرى أو أزل بعض عوامل التصفية، فقد تجد ما تبحث عنه.",
  "catalogue.showAll": "عرض جميع الدورات",
  "catalogue.empty.heading": "لا توجد دورات متاحة",
  "catalogue.empty.text": "تابعنا قريبًا! نعمل على إضافة دورات جديدة.",
  "catalogue.filters.label": "تصفية الدورات",
  "catalogue.filters.category": "التصنيف",
  "catalogue.filters.difficulty": "المستوى",
  "catalogue.filters.all": "الكل",
  "catalogue.pages.label": "صفحات النتائج",
  "catalogue.pages.previous": "السابق",
  "catalogue.pages.next": "التالي",
  "catalogue.pages.page": "الصفحة {number}",

  // Course page
  "course.notFound.title": "الدورة غير موجودة",
  "course.notFound.text": "ربما أُزيلت هذه الدورة أو لم تُنشر بعد.",
  "course.notFound.browse": "تصفّح الدورات",
  "course.back": "العودة إلى الدورات",
  "course.noLessons": "لم تُضف دروس لهذه الدورة بعد.",
  "course.lessonHeading": "ما سنغطيه في هذا الدرس",
  "course.currentLesson": "الدرس {number}: {title}",
  "course.lessonsHeading": "دروس الدورة",
  "course.lessonsCount": "({count})",
  "course.nextLesson": "الدرس التالي",
  "course.episode": "الحلقة {number} · {duration}",
  "course.resources": "روابط وموارد",
  "course.visitResource": "زيارة المورد",
  "video.unavailable.heading": "الفيديو غير متاح",
  "video.unavailable.text": "رابط فيديو هذا الدرس غير صالح. جرّب درسًا آخر من القائمة.",
  "video.watchOnYouTube": "شاهد الفيديو على يوتيوب: {title} (يفتح في نافذة جديدة)",
  "video.play": "تشغيل الفيديو: {title}",

  // Progress
  "progress.continueHeading": "تابع التعلّم",
  "progress.count": "الدروس المكتملة: {completed} من {total}",
  "progress.label": "التقدّم في الدورة",
  "progress.continueLabel": "تابع: {title}",
  "progress.continueFromHere": "تابع من حيث توقفت",
  "progress.markComplete": "تحديد الدرس كمكتمل",
  "progress.markIncomplete": "إلغاء تحديده كمكتمل",
  "progress.completed": "مكتمل",
  "progress.notCompleted": "لم يكتمل",

  // Sign-up and sign-in (/auth)
  "auth.title": "التسجيل",
  "auth.heading": "سجّل مجانًا واحفظ تقدّمك",
  "auth.introFromProgress":
    "أنشئ حسابًا أو سجّل الدخول لتحديد الدروس المكتملة ومتابعة تقدّمك من أي جهاز.",
  "auth.intro":
    "بحساب مجاني تحدّد الدروس التي أكملتها وتتابع من حيث توقفت، على هاتفك أو أي جهاز آخر. الدورات نفسها متاحة للجميع بلا حساب.",
  "auth.signUp.heading": "إنشاء حساب",
  "auth.signUp.intro": "أدخل بريدك الإلكتروني أو رقم هاتفك (أو كليهما)، ثم اختر كلمة مرور.",
  "auth.signUp.submit": "إنشاء حساب مجاني",
  "auth.signIn.heading": "لديك حساب؟ سجّل الدخول",
  "auth.signIn.submit": "تسجيل الدخول",
  "auth.phone": "رقم الهاتف",
  "auth.phone.placeholder": "22 12 34 56",
  "auth.phone.hint": "رقم موريتاني من \u20688\u2069 أرقام، مع \u2068+222\u2069 أو بدونه.",
  "auth.email": "البريد الإلكتروني",
  "auth.email.placeholder": "name@example.com",
  "auth.password": "كلمة المرور",
  "auth.password.hint":
    "{min, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل. عبارة من عدة كلمات أسهل للتذكّر وأصعب للتخمين.",
  "auth.identifier": "البريد الإلكتروني أو رقم الهاتف",
  "auth.forgotPassword": "نسيت كلمة المرور؟",

  // What the account features answer (app/features/accounts)
  "auth.error.missingCredentials": "يجب إدخال بريد إلكتروني أو رقم هاتف، وكلمة مرور.",
  "auth.error.invalidEmail":
    "البريد الإلكتروني غير صالح. اكتبه بالشكل \u2068name@example.com\u2069.",
  "auth.error.invalidPhone":
    "رقم الهاتف غير صالح. اكتب رقمك الموريتاني من \u20688\u2069 أرقام (مثل \u206822 12 34 56\u2069)، أو رقمًا دوليًا يبدأ بـ \u2068+\u2069.",
  "auth.error.phoneNotInUse":
    "لا يوجد رقم موريتاني بهذه الأرقام. تحقّق من رقمك، أو اكتب رقمك الدولي كاملًا يبدأ بـ \u2068+\u2069.",
  "auth.error.passwordTooShort":
    "يجب أن تتكوّن كلمة المرور من {min, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل.",
  "auth.error.passwordTooLong":
    "يجب ألّا تتجاوز كلمة المرور {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.",
  "auth.error.passwordCommon": "كلمة المرور هذه شائعة جدًا ويسهل تخمينها. اختر كلمة مرور أخرى.",
  "auth.error.emailTaken": "يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول بدلًا من إنشاء حساب جديد.",
  "auth.error.phoneTaken": "يوجد حساب بهذا الرقم. سجّل الدخول بدلًا من إنشاء حساب جديد.",
  "auth.error.invalidCredentials":
    "بيانات الدخول غير صحيحة. تحقّق من البريد أو الرقم ومن كلمة المرور.",
  "auth.error.wrongCurrentPassword": "كلمة المرور الحالية غير صحيحة.",
  "auth.error.confirmDeletion": "اكتب «{word}» لتأكيد حذف الحساب.",
  "auth.error.tooManyAttempts":
    "محاولات فاشلة كثيرة. حاول مجددًا بعد {minutes, plural, zero {# دقيقة} one {دقيقة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.",
  "auth.error.tooManySignUps":
    "أُنشئت حسابات كثيرة من هذا الاتصال خلال الساعة الأخيرة. حاول مجددًا بعد {minutes, plural, zero {# دقيقة} one {دقيقة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.",
  "auth.passwordChanged": "تم تغيير كلمة المرور.",

  // /account
  "account.title": "حسابي",
  "account.signedInAs": "مسجَّل الدخول باسم {label}",
  "account.courses": "دوراتي",
  "account.noProgress": "لم تُكمل أي درس بعد.",
  "account.browse": "تصفّح الدورات",
  "account.continue": "تابع",
  "account.review": "راجع الدورة",
  "account.continueLabel": "تابع: {title}",
  "account.reviewLabel": "راجع: {title}",
  "account.changePassword": "تغيير كلمة المرور",
  "account.currentPassword": "كلمة المرور الحالية",
  "account.newPassword": "كلمة المرور الجديدة",
  "account.newPassword.hint":
    "{min, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل. يُسجَّل خروجك من أجهزتك الأخرى.",
  "account.delete.heading": "حذف الحساب",
  "account.delete.text":
    "يُحذف حسابك وكل تقدّمك نهائيًا، ويُسجَّل خروجك من كل أجهزتك. لا يمكن التراجع عن ذلك.",
  "account.delete.word": "حذف",
  "account.delete.confirmLabel": "للتأكيد، اكتب «{word}»",
  "account.delete.submit": "حذف حسابي نهائيًا",

  // Password reset
  "reset.forgot.title": "نسيت كلمة المرور",
  "reset.forgot.heading": "نسيت كلمة المرور؟",
  "reset.forgot.subheading": "اطلب رابطًا لتعيين كلمة مرور جديدة",
  "reset.forgot.intro":
    "اكتب البريد الإلكتروني الذي أنشأت به حسابك، وسنرسل إليه رابطًا صالحًا لمدة ساعة. إن أنشأت حسابك برقم هاتف فقط، فتواصل مع إدارة الموقع.",
  "reset.forgot.submit": "أرسل الرابط",
  "reset.backToSignIn": "العودة إلى تسجيل الدخول",
  "reset.title": "تعيين كلمة مرور جديدة",
  "reset.unusable.heading": "لا يمكن استخدام هذا الرابط",
  "reset.unusable.before": "يمكنك طلب رابط جديد من إدارة الموقع، أو",
  "reset.unusable.signIn": "تسجيل الدخول",
  "reset.unusable.after": "إن تذكّرت كلمة المرور.",
  "reset.choose.heading": "اختر كلمة مرور جديدة",
  "reset.choose.forAccount":
    "للحساب {label}. بعد حفظها يُسجَّل دخولك هنا، ويُسجَّل خروج كل أجهزتك الأخرى.",
  "reset.newPassword": "كلمة المرور الجديدة",
  "reset.confirmPassword": "أعد كتابة كلمة المرور",
  "reset.submit": "حفظ كلمة المرور وتسجيل الدخول",
  "reset.requestAnswered":
    "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لتعيين كلمة مرور جديدة. الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة. تحقّق من بريدك، ومن مجلد الرسائل غير المرغوب فيها.",
  "reset.phoneGoesThroughAdmins":
    "لا نرسل رسائل نصية. لإعادة تعيين كلمة مرور حساب برقم هاتف، تواصل مع إدارة الموقع، وسيرسلون إليك رابطًا عبر واتساب أو رسالة نصية.",
  "reset.missingEmail": "اكتب البريد الإلكتروني الذي أنشأت به حسابك.",
  "reset.unavailable":
    "لا يمكن طلب رابط إعادة التعيين من الموقع حاليًا. تواصل مع إدارة الموقع، وسيرسلون إليك رابطًا لتعيين كلمة مرور جديدة.",
  "reset.missingLink":
    "افتح رابط إعادة التعيين الذي وصلك مرة أخرى. إن لم تصل إلى هذه الصفحة، فتأكّد من أن متصفحك يقبل ملفات تعريف الارتباط (الكوكيز).",
  "reset.unknownLink":
    "هذا الرابط غير صالح. ربما نُسخ ناقصًا، أو أُنشئ بعده رابط أحدث يُلغيه. اطلب رابطًا جديدًا.",
  "reset.expiredLink": "انتهت صلاحية هذا الرابط (صالح لمدة ساعة واحدة). اطلب رابطًا جديدًا.",
  "reset.usedLink": "استُخدم هذا الرابط من قبل، وهو يعمل مرة واحدة فقط. اطلب رابطًا جديدًا إن احتجت.",
  "reset.missingPassword": "اكتب كلمة المرور الجديدة مرتين.",
  "reset.passwordsDiffer": "كلمتا المرور غير متطابقتين. اكتب الكلمة نفسها في الحقلين.",
  "reset.tooManyRequests":
    "طلبات كثيرة لإعادة تعيين كلمة المرور. حاول مجددًا بعد {minutes, plural, zero {# دقيقة} one {دقيقة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.",
  // Offline reading (issue #17).
  "offline.title": "لا يوجد اتصال بالإنترنت",
  "offline.text":
    "هذه الصفحة غير محفوظة على جهازك. عند عودة الاتصال، أعد المحاولة. يمكنك قراءة الدورات التي حفظتها للقراءة دون اتصال.",
  "offline.retry": "إعادة المحاولة",
  "offline.saved.heading": "الدورات المحفوظة للقراءة دون اتصال",
  "offline.saved.empty": "لم تحفظ أي دورة بعد. افتح دورة واضغط «حفظ للقراءة دون اتصال».",
  "offline.saved.remove": "إزالة",
  "offline.saved.storage": "المساحة المستخدمة على هذا الجهاز: {used}",
  "offline.save": "حفظ للقراءة دون اتصال",
  "offline.saving": "جارٍ الحفظ…",
  "offline.savedCourse": "محفوظة للقراءة دون اتصال",
  "offline.saveFailed": "تعذّر الحفظ. تحقق من الاتصال والمساحة المتاحة ثم أعد المحاولة.",
  "offline.removeSaved": "إزالة من الجهاز",
  // Lesson quizzes (issue #16).
  "quiz.heading": "اختبار الدرس",
  "quiz.intro": "أجب عن الأسئلة ثم تحقّق من إجاباتك. علامة النجاح {passMark}٪.",
  "quiz.question": "السؤال {number}",
  "quiz.chooseAll": "اختر كل الإجابات الصحيحة.",
  "quiz.submit": "تحقّق من إجاباتي",
  "quiz.resultHeading": "نتيجتك",
  "quiz.score": "{correct} من {total} — {percent}٪",
  "quiz.passed": "ناجح: بلغت علامة النجاح ({passMark}٪).",
  "quiz.notPassed": "لم تبلغ علامة النجاح ({passMark}٪) بعد. راجع الدرس وحاول مرة أخرى.",
  "quiz.right": "إجابة صحيحة",
  "quiz.wrong": "إجابة خاطئة",
  "quiz.correctOption": "الإجابة الصحيحة",
  "quiz.yourChoice": "اختيارك",
  "quiz.explanation": "التوضيح:",
  "quiz.tryAgain": "حاول مرة أخرى",
  "quiz.bestPassed": "أفضل نتيجة لك: {percent}٪ — ناجح",
  "quiz.bestNotPassed": "أفضل نتيجة لك: {percent}٪ — لم تنجح بعد",
  "quiz.visitorKept":
    "نحتفظ بإجاباتك في هذا المتصفح. أنشئ حسابًا أو سجّل الدخول لتُحفظ نتيجتك في حسابك.",
  "quiz.visitorSignIn": "إنشاء حساب مجاني أو تسجيل الدخول",
  "quiz.tooManyAttempts":
    "محاولات كثيرة لهذا الاختبار. حاول مجددًا بعد {minutes, plural, zero {# دقيقة} one {دقيقة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.",

  // Privacy and terms pages (issue #17); their prose is in app/features/legal
  "legal.privacy.title": "سياسة الخصوصية",
  "legal.privacy.description":
    "ما يحفظه موقع معرفة عنك، ولماذا، وإلى متى، ومن يطّلع عليه، وكيف تحذف حسابك، وكل ملفات تعريف الارتباط التي يستعملها.",
  "legal.terms.title": "الشروط والأحكام",
  "legal.terms.description":
    "شروط استخدام موقع معرفة وأحكامه: دورات مجانية، والحساب، والاستخدام المقبول، والشهادات، وملكية المحتوى.",
  "legal.updated": "آخر تحديث: {date}",
  "legal.contents": "محتويات الصفحة",
  "legal.days":
    "{days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}",
  "legal.auth.consent": "بإنشائك حسابًا، فإنك توافق على {terms} و{privacy}.",
  "legal.auth.terms": "الشروط والأحكام",
  "legal.auth.privacy": "سياسة الخصوصية",

  // Certificates of completion (issue #16)
  "certificates.heading": "شهادة إتمام",
  "certificates.awardedTo": "تُمنح هذه الشهادة إلى",
  "certificates.forCompleting": "لإتمام دورة",
  "certificates.completedOn": "بتاريخ \u2068{date}\u2069",
  "certificates.code": "رمز التحقق: \u2068{code}\u2069",
  "certificates.verified": "شهادة صحيحة صادرة عن {brand}.",
  "certificates.pageTitle": "شهادة إتمام: {name}",
  "certificates.description":
    "أتمّ \u2068{name}\u2069 دورة «\u2068{course}\u2069» على {brand} بتاريخ \u2068{date}\u2069.",
  "certificates.imageAlt": "شهادة إتمام دورة «\u2068{course}\u2069» باسم \u2068{name}\u2069",
  "certificates.print": "طباعة الشهادة",
  "certificates.share.heading": "مشاركة الشهادة",
  "certificates.share.linkedin": "إضافة إلى ملفي على \u2068LinkedIn\u2069",
  "certificates.share.text":
    "أتممت دورة «\u2068{course}\u2069» على {brand}. يمكن التحقق من شهادتي هنا:",
  "certificates.offer.heading": "شهادة إتمام الدورة",
  "certificates.offer.text":
    "أتممت هذه الدورة. احصل على شهادتك: لها رابط ورمز يستطيع أي شخص التحقق منهما.",
  "certificates.offer.claim": "احصل على شهادتك",
  "certificates.offer.view": "عرض شهادتك",
  "certificates.offer.nameFirst": "اكتب اسمك كما تريد أن يظهر على الشهادة.",
  "certificates.name.label": "الاسم على الشهادات",
  "certificates.name.hint":
    "بالحروف العربية أو اللاتينية، من حرفين إلى {max} حرفًا. الشهادات الصادرة تحتفظ بالاسم الذي صدرت به.",
  "certificates.name.save": "حفظ الاسم",
  "certificates.name.saved": "تم حفظ الاسم.",
  "certificates.name.missing": "اكتب اسمك كما تريد أن يظهر على الشهادات.",
  "certificates.name.length": "يجب أن يكون طول الاسم بين حرفين و{max} حرفًا.",
  "certificates.name.characters":
    "استعمل الحروف العربية أو اللاتينية فقط، مع المسافات والشرطة والفاصلة العليا والنقطة.",
  "certificates.name.mixed": "اكتب الاسم بالحروف العربية أو بالحروف اللاتينية، لا بالاثنتين معًا.",
  "certificates.claim.title": "احصل على شهادتك",
  "certificates.claim.notCompleted":
    "لم تُتمّ هذه الدورة بعد: علِّم كل دروسها كمكتملة وانجح في كل اختباراتها، ثم عد إلى هنا.",
  "certificates.claim.back": "العودة إلى الدورة",
  "certificates.account.heading": "شهاداتي",
  "certificates.account.none": "ليست لديك شهادات بعد. أتمم دورة لتحصل على شهادتها.",
  "certificates.account.completedOn": "أُتمّت بتاريخ \u2068{date}\u2069",
  "certificates.account.open": "عرض الشهادة",
  "certificates.account.openLabel": "عرض شهادة «{title}»",
  "certificates.account.hide": "إخفاء الشهادة…",
  "certificates.account.hideText":
    "بعد الإخفاء لن يعمل رابط هذه الشهادة ولا رمزها، ولن يستطيع أحد التحقق منها. يمكنك لاحقًا طلب شهادة جديدة لهذه الدورة، برمز جديد.",
  "certificates.account.hideConfirm": "نعم، إخفاء هذه الشهادة",
  "certificates.account.hidden": "تم إخفاء الشهادة: رابطها لم يعد يعمل.",
  // Share cards (issue #17).
  "share.whatsapp": "مشاركة عبر واتساب",
  "share.copy": "نسخ الرابط",
  "share.copied": "نُسخ الرابط.",
  "share.more": "مشاركة…",
  "share.freeCourseOn": "دورة مجانية على {brand}",
  // Counts that stop at their limit (issue #18, decision 0034): "more than 1000".
  "count.coursesMoreThan": "أكثر من {count, number, ::group-off} دورة",
  "catalogue.countMoreThan": "أكثر من {count, number, ::group-off}",
  // Quiz attempts that teach (issue #27, decision 0042).
  "quiz.failedIntro":
    "كانت إجاباتك عن هذه الأسئلة خاطئة. تظهر الإجابات الصحيحة والتوضيحات عندما تنجح في الاختبار.",
  "quiz.yourWrongAnswer": "إجابتك (خاطئة):",
  "quiz.noAnswer": "لم تُجب عن هذا السؤال، فهو خاطئ.",
  "quiz.waitAfterFails":
    "لم تنجح في هذا الاختبار ثلاث مرات متتالية. راجع الدرس، ويمكنك المحاولة مجددًا بعد {minutes, plural, zero {# دقيقة} one {دقيقة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.",
  // The lesson completion rule (issue #27, decision 0041).
  "progress.tooEarly":
    "لم يحن بعد وقت تحديد هذا الدرس كمكتمل: {minutes, plural, zero {بقيت # دقيقة} one {بقيت دقيقة واحدة} two {بقيت دقيقتان} few {بقيت # دقائق} many {بقيت # دقيقة} other {بقيت # دقيقة}}. تابع الدرس أولًا.",
  // Certificates an employer can check on paper (issue #27): length, address, QR, Latin name.
  "certificates.length": "مدة الدورة: {duration}",
  "certificates.verifyAt": "للتحقق من هذه الشهادة، امسح الرمز أو افتح:",
  "certificates.qrLabel": "رمز \u2068QR\u2069 لعنوان التحقق من الشهادة",
  "certificates.bilingual.heading": "طباعة الشهادة بلغتين على ورقة واحدة",
  "certificates.bilingual.fr": "العربية والفرنسية",
  "certificates.bilingual.en": "العربية والإنجليزية",
  "certificates.bilingual.single": "العربية فقط",
  "certificates.latinName.label": "الاسم بالحروف اللاتينية (اختياري)",
  "certificates.latinName.hint":
    "يظهر على الشهادات الفرنسية والإنجليزية، مثل \u2068Aicha Mint Mohamed\u2069: حروف لاتينية ومسافات وشرطة وفاصلة عليا، حتى {max} حرفًا.",
  "certificates.latinName.length": "يجب أن يكون الاسم بالحروف اللاتينية بين حرفين و{max} حرفًا.",
  "certificates.latinName.characters":
    "اكتب الاسم بالحروف اللاتينية فقط، مع المسافات والشرطة والفاصلة العليا.",
  // Honest offline copies (issue #27).
  "manifest.name": "معرفة — دورات مجانية",
  "video.offline.heading": "يحتاج هذا الفيديو إلى اتصال بالإنترنت",
  "video.offline.text": "نص الدرس أدناه. اضغط تشغيل مرة أخرى عند عودة الاتصال.",
  "progress.refused.text": "لم يقبل الموقع درسًا حددته كمكتمل دون اتصال، ولم يعد محددًا كمكتمل.",
  "progress.refused.openLesson": "فتح الدرس",
  "progress.refused.close": "إغلاق",
  // True figures and working choices (issue #27, decision 0040).
  "figures.views":
    "{count, plural, zero {لا مشاهدات} one {مشاهدة واحدة} two {مشاهدتان} few {# مشاهدات} many {# مشاهدة} other {{count, number, ::group-off} مشاهدة}}",
  "home.featured.forGoal": "دورات تناسب هدفك: {goal}.",
  "home.featured.everyGoal": "عرض كل الدورات المميزة",
  "home.featured.allInCategory": "جميع دورات {category}",
  "home.ready.textWithoutFigure":
    "انضم إلى المتعلمين الذين يطوّرون مهاراتهم في الأعمال والمالية والتكنولوجيا.",
  "footer.whatsapp": "راسلنا على واتساب",
  // Recovery codes and the /auth forms' returns (issue #27, decision 0043).
  "recovery.signedUp.heading": "حسابك جاهز",
  "recovery.recovered.heading": "حُفظت كلمة المرور الجديدة",
  "recovery.shown.heading": "رمز الاسترداد الخاص بك",
  "recovery.shown.keep":
    "اكتب هذا الرمز على ورقة أو احتفظ بصورة له. إذا نسيت كلمة المرور، يتيح لك اختيار كلمة جديدة، حتى دون بريد إلكتروني.",
  "recovery.shown.once":
    "لا يظهر إلا الآن ويعمل مرة واحدة: بعد استعماله تحصل على رمز جديد. ويمكنك أيضًا إنشاء رمز جديد من صفحة حسابك.",
  "recovery.shown.continue": "متابعة",
  "recovery.form.heading": "برمز الاسترداد",
  "recovery.form.intro":
    "أدخل رقم هاتفك أو بريدك الإلكتروني، ورمز الاسترداد المكوّن من 16 رقمًا الذي حصلت عليه عند إنشاء حسابك، وكلمة مرور جديدة.",
  "recovery.form.code": "رمز الاسترداد",
  "recovery.form.codeHint": "16 رقمًا، بمسافات أو دونها.",
  "recovery.form.submit": "حفظ كلمة المرور الجديدة",
  "recovery.byEmail.heading": "بالبريد الإلكتروني",
  "recovery.noCode":
    "ليس لديك رمز استرداد؟ تواصل مع فريق الموقع وسيرسل لك رابطًا لاختيار كلمة مرور جديدة، عبر واتساب أو رسالة نصية.",
  "recovery.error.missingIdentifier": "أدخل رقم الهاتف أو البريد الإلكتروني لحسابك.",
  "recovery.error.malformedCode": "رمز الاسترداد مكوّن من 16 رقمًا. تحقّق من الرمز الذي كتبته.",
  "recovery.error.wrongCode":
    "هذا الحساب لا يطابق رمز الاسترداد هذا. تحقّق من الرقم أو البريد ومن الرمز.",
  "recovery.account.heading": "رمز الاسترداد",
  "recovery.account.text":
    "إذا نسيت كلمة المرور، يتيح لك رمز الاسترداد اختيار كلمة جديدة دون بريد إلكتروني. إن أضعته فأنشئ رمزًا جديدًا: يتوقف الرمز القديم عندها عن العمل.",
  "recovery.account.submit": "إنشاء رمز استرداد جديد",
  "recovery.account.made": "هذا رمز الاسترداد الجديد. لم يعد رمزك السابق يعمل.",
  "recovery.whatsapp.message":
    "{brand}: افتح هذا الرابط لاختيار كلمة مرور جديدة لحسابك. يعمل مرة واحدة، لمدة ساعة: {link}",
  // Saving uploaded lessons' media for offline (issue #28).
  "offline.mediaSize": "مع فيديو دروسها وصوتها تشغل هذه الدورة {size}.",
  "offline.confirmSave": "احفظ",
  "offline.mediaUsed": "تشغل {size} على هذا الجهاز.",

  // An uploaded lesson's versions, their size and cost, its transcript (issue #28).
  "media.versions.label": "نسخ الدرس",
  "media.versions.intro": "اختر النسخة قبل التشغيل: الحجم والتكلفة التقريبية لبيانات الهاتف.",
  "media.version.audio": "صوت فقط",
  "media.version.light": "خفيف",
  "media.version.standard": "عادي",
  "media.size": "{mb, number} ميغابايت",
  "media.cost": "≈ {cost, number} أوقية",
  "media.download": "تنزيل",
  "media.downloadLabel": "تنزيل النسخة: {version}",
  "media.playerLabel": "الدرس: {title}",
  "media.captions.ar": "العربية",
  "media.captions.fr": "الفرنسية",
  "media.captions.en": "الإنجليزية",
  "media.transcript.heading": "النص",

  // الفصول (issue #29): رابط الانضمام إلى فصل، وفصول المتعلم في صفحة الحساب.
  "join.title": "الانضمام إلى فصل",
  "join.heading": "الانضمام إلى الفصل {name}",
  "join.text":
    "سيرى معلمك تقدمك في دورات هذا الفصل: الدروس المكتملة ونتائج الاختبارات والشهادات وآخر نشاط لك. يمكنك مغادرة الفصل في أي وقت من صفحة حسابك.",
  "join.submit": "انضمام",
  "join.already": "أنت عضو في هذا الفصل بالفعل.",
  "join.toAccount": "فصولي",
  "join.visitor": "سجّل الدخول أو أنشئ حسابًا مجانيًا أولًا، ثم ستعود إلى هنا للانضمام.",
  "join.signIn": "تسجيل الدخول",
  "join.signUp": "إنشاء حساب",
  "join.privacy": "ما يراه معلمك",
  "account.classes.heading": "فصولي",
  "account.classes.joined": "انضممت إلى الفصل {name}.",
  "account.classes.left": "غادرت الفصل {name}.",
  "account.classes.due": "الموعد النهائي: {date}",
  "account.classes.progress": "{done} من {total} دروس",
  "account.classes.completed": "مكتملة",
  "account.classes.noCourses": "لا توجد دورة مسندة بعد.",
  "account.classes.archived": "انتهى هذا الفصل.",
  "account.classes.leave": "مغادرة الفصل",
  "account.classes.leaveText": "لن يرى معلمك تقدمك بعد الآن. يبقى تقدمك وشهاداتك في حسابك.",
  "account.classes.leaveConfirm": "نعم، مغادرة {name}",
  // Class sheet sign-in codes (issue #29, class-import).
  "signInCode.heading": "الدخول برمز من المعلم",
  "signInCode.intro":
    "أعطاك معلمك ورقة فيها رمزك. اكتب رقم هاتفك والرمز، ثم اختر كلمة المرور التي ستدخل بها بعد ذلك.",
  "signInCode.code": "الرمز المكتوب في الورقة",
  "signInCode.codeHint": "ثمانية أحرف وأرقام، بمسافة أو بدونها.",
  "signInCode.submit": "الدخول وحفظ كلمة المرور",
  "signInCode.done.heading": "مرحبا بك، حُفظت كلمة المرور",
  "signInCode.error.malformedCode": "الرمز ثمانية أحرف وأرقام كما في ورقة المعلم. تحقق مما كتبت.",
  "signInCode.error.wrongCode":
    "هذا الرمز لا يعمل: ربما كُتب خطأ، أو استُعمل من قبل، أو انتهت مدته. اطلب من معلمك ورقة جديدة.",
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof ar;
/** What every other catalogue must be: exactly the Arabic keys, each with its own text. */
export type Catalogue = Record<MessageKey, string>;
