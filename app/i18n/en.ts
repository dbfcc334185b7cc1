// The English catalogue (issue #15, decision 0026): the same keys as ar.ts, typed by it.
import type { Catalogue } from "./ar";

export const en: Catalogue = {
  "site.brand": "Maarifa",
  "site.description":
    "Free courses in business, finance, technology and career development for learners in Mauritania.",
  "site.pageTitle": "{page} | {brand}",
  "site.skipToContent": "Skip to content",
  "site.loading": "Loading…",
  "site.homeLinkLabel": "{brand} — Home",

  "header.navLabel": "Main navigation",
  "header.searchLabel": "Search for a course",
  "header.searchPlaceholder": "Search courses…",
  "header.courses": "Courses",
  "header.menu": "Menu",
  "header.signIn": "Sign in",
  "header.myAccount": "My account",
  "header.accountLink": "My progress and account",
  "header.signOut": "Sign out",

  "language.switcherLabel": "Language",
  "language.offer": "This page is available in your language:",
  "language.offerDismiss": "No thanks",

  "footer.about":
    "A free learning platform for learners in Mauritania: business, finance, technology and career development.",
  "footer.quickLinks": "Quick links",
  "footer.home": "Home",
  "footer.allCourses": "All courses",
  "footer.register": "Sign up free",
  "footer.aboutUs": "About us",
  "footer.categories": "Categories",
  "footer.contact": "Contact us",
  "footer.address": "Nouakchott, Mauritania",
  "footer.copyright": "© {year, number, ::group-off} {brand}. All rights reserved.",
  "footer.privacy": "Privacy policy",
  "footer.terms": "Terms and conditions",
  "footer.cookies": "Cookie policy",

  "mail.reset.subject": "Reset your password on {brand}",
  "mail.reset.greeting": "Hello,",
  "mail.reset.intro":
    "Someone asked to reset the password of your account on {brand}. To choose a new password, open this link:",
  "mail.reset.button": "Choose a new password",
  "mail.reset.validity":
    "The link works for one hour, and only once. Using it signs out all your other devices.",
  "mail.reset.ignore":
    "If you did not ask for this, ignore this message: your password has not changed.",
  "error.notFound.title": "Page not found",
  "error.notFound.heading": "Sorry! This page does not exist",
  "error.notFound.text": "It may have moved, or the link is wrong.",
  "error.backHome": "Back to the home page",
  "error.unexpected.heading": "Something went wrong!",
  "error.badRequest": "Bad request",
  "error.serverError": "Server error",
  "error.unavailable.heading": "The site is briefly unavailable",
  "error.unavailable.text":
    "We have a short outage and are fixing it. Reload the page in a few seconds.",
  "error.retry": "Try again",

  "common.free": "Free",
  "common.labelColon": "{label}:",
  "common.opensInNewWindow": " (opens in a new window)",
  "common.percent": "({percent}%)",

  "count.lessons": "{count, plural, =0 {no lessons} one {# lesson} other {# lessons}}",
  "count.courses": "{count, plural, =0 {no courses} one {# course} other {# courses}}",
  "count.learners": "{count, plural, =0 {no learners} one {# learner} other {# learners}}",
  "duration.minutes": "{minutes, plural, one {# minute} other {# minutes}}",
  "duration.hours": "{hours, plural, one {# hour} other {# hours}}",
  "duration.hoursAndMinutes": "{hours} {minutes}",

  "course.defaultDescription": "A free course to build your skills step by step.",
  "course.defaultInstructor": "Expert instructor",
  "course.defaultLessonTitle": "Lesson {number}",
  "category.business": "Business",
  "category.technology": "Technology",
  "category.finance": "Finance",
  "category.marketing": "Marketing",
  "category.design": "Design",
  "difficulty.beginner": "Beginner",
  "difficulty.intermediate": "Intermediate",
  "difficulty.advanced": "Advanced",

  "home.title": "Free learning in business, finance and technology",
  "home.hero.badge": "100% free",
  "home.hero.heading": "Business education made simple for everyone, 100% free",
  "home.hero.text":
    "Courses in business, finance, technology and career development, made for learners in Mauritania.",
  "home.startFree": "Start learning free",
  "home.watchDemo": "Watch the demo",
  "home.stats.learners": "Learners",
  "home.stats.courses": "Courses",
  "home.stats.free": "Free",
  "home.stats.freeValue": "100%",
  "home.goals.heading": "What do you want to learn for?",
  "home.goals.business": "Start my own business in Mauritania",
  "home.goals.finance": "Master finance and invest wisely",
  "home.goals.technology": "Learn technology and digital skills",
  "home.goals.wealth": "Build wealth by understanding business",
  "home.goals.future": "Take charge of my financial future",
  "home.categories.heading": "Areas of learning",
  "home.why.heading": "Why choose {brand}?",
  "home.why.free.title": "100% free learning",
  "home.why.free.text": "Every course is completely free: no hidden fees, no credit card needed.",
  "home.why.local.title": "Content that fits your life",
  "home.why.local.text":
    "Examples from the Mauritanian market: the ouguiya, mobile payments and small businesses.",
  "home.why.pace.title": "Learn in your own time",
  "home.why.pace.text":
    "Short video lessons to watch on your phone whenever you like, at your own pace.",
  "home.featured.heading": "Featured courses",
  "home.featured.all": "View all courses",
  "home.featured.empty": "No courses are available yet. Check back soon!",
  "home.access.heading": "Free, unlimited access to every course ({count})",
  "home.access.text": "No subscription, no hidden fees. All you need is the wish to learn.",
  "home.ready.heading": "Ready to start your learning journey?",
  "home.ready.text":
    "Join more than {learners} building their skills in business, finance and technology.",
  "home.ready.start": "Start learning now",

  "card.startLearning": "Start learning",

  "catalogue.title": "All courses",
  "catalogue.searchTitle": "Search results for “{query}”",
  "catalogue.description": "Browse every free course in business, finance and technology.",
  "catalogue.heading": "Explore our free courses",
  "catalogue.intro": "Learn new skills in business, finance and technology, for free.",
  "catalogue.stats.courses": "Courses available",
  "catalogue.stats.learners": "Learners",
  "catalogue.searchSummary": "Search results for “{query}”: {count}",
  "catalogue.filterSummary": "Matching courses: {count}",
  "catalogue.clear": "Clear search and filters",
  "catalogue.noMatch.heading": "No matching courses",
  "catalogue.noMatch.text":
    "Try other words or remove some filters: you may find what you are looking for.",
  "catalogue.showAll": "View all courses",
  "catalogue.empty.heading": "No courses available",
  "catalogue.empty.text": "Check back soon! We are adding new courses.",
  "catalogue.filters.label": "Filter courses",
  "catalogue.filters.category": "Category",
  "catalogue.filters.difficulty": "Level",
  "catalogue.filters.all": "All",
  "catalogue.pages.label": "Result pages",
  "catalogue.pages.previous": "Previous",
  "catalogue.pages.next": "Next",
  "catalogue.pages.page": "Page {number}",

  "course.notFound.title": "Course not found",
  "course.notFound.text": "This course may have been removed, or is not published yet.",
  "course.notFound.browse": "Browse courses",
  "course.back": "Back to courses",
  "course.noLessons": "This course has no lessons yet.",
  "course.lessonHeading": "What this lesson covers",
  "course.currentLesson": "Lesson {number}: {title}",
  "course.lessonsHeading": "Course lessons",
  "course.lessonsCount": "({count})",
  "course.nextLesson": "Next lesson",
  "course.episode": "Episode {number} · {duration}",
  "course.resources": "Links and resources",
  "course.visitResource": "Visit resource",
  "video.unavailable.heading": "Video unavailable",
  "video.unavailable.text":
    "This lesson's video link is not valid. Try another lesson from the list.",
  "video.watchOnYouTube": "Watch the video on YouTube: {title} (opens in a new window)",
  "video.play": "Play video: {title}",

  "progress.continueHeading": "Continue learning",
  "progress.count": "Lessons completed: {completed} of {total}",
  "progress.label": "Course progress",
  "progress.continueLabel": "Continue: {title}",
  "progress.continueFromHere": "Continue where you left off",
  "progress.markComplete": "Mark lesson as completed",
  "progress.markIncomplete": "Mark as not completed",
  "progress.completed": "Completed",
  "progress.notCompleted": "Not completed",

  "auth.title": "Sign up",
  "auth.heading": "Sign up free and keep your progress",
  "auth.introFromProgress":
    "Create an account or sign in to mark lessons completed and follow your progress from any device.",
  "auth.intro":
    "With a free account you mark the lessons you have finished and continue where you left off, on your phone or any other device. The courses themselves are open to everyone without an account.",
  "auth.signUp.heading": "Create an account",
  "auth.signUp.intro":
    "Enter your email address or your phone number (or both), then choose a password.",
  "auth.signUp.submit": "Create a free account",
  "auth.signIn.heading": "Have an account? Sign in",
  "auth.signIn.submit": "Sign in",
  "auth.phone": "Phone number",
  "auth.phone.placeholder": "22 12 34 56",
  "auth.phone.hint": "A Mauritanian number of 8 digits, with or without +222.",
  "auth.email": "Email address",
  "auth.email.placeholder": "name@example.com",
  "auth.password": "Password",
  "auth.password.hint":
    "At least {min, plural, one {# character} other {# characters}}. A phrase of several words is easier to remember and harder to guess.",
  "auth.identifier": "Email address or phone number",
  "auth.forgotPassword": "Forgot your password?",

  "auth.error.missingCredentials": "Enter an email address or a phone number, and a password.",
  "auth.error.invalidEmail": "This email address is not valid. Write it as name@example.com.",
  "auth.error.invalidPhone":
    "This phone number is not valid. Enter your 8-digit Mauritanian number (such as 22 12 34 56), or an international number starting with +.",
  "auth.error.phoneNotInUse":
    "No Mauritanian number has these digits. Check your number, or enter your full international number starting with +.",
  "auth.error.passwordTooShort":
    "The password must have at least {min, plural, one {# character} other {# characters}}.",
  "auth.error.passwordTooLong":
    "The password must not be longer than {max, plural, one {# character} other {# characters}}.",
  "auth.error.passwordCommon": "This password is too common and easy to guess. Choose another one.",
  "auth.error.emailTaken":
    "An account with this email address already exists. Sign in instead of creating a new one.",
  "auth.error.phoneTaken":
    "An account with this number already exists. Sign in instead of creating a new one.",
  "auth.error.invalidCredentials":
    "These sign-in details are wrong. Check the email address or number and the password.",
  "auth.error.wrongCurrentPassword": "The current password is wrong.",
  "auth.error.confirmDeletion": "Type “{word}” to confirm deleting the account.",
  "auth.error.tooManyAttempts":
    "Too many failed attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.error.tooManySignUps":
    "Too many accounts were created from this connection in the last hour. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.passwordChanged": "Your password has been changed.",

  "account.title": "My account",
  "account.signedInAs": "Signed in as {label}",
  "account.courses": "My courses",
  "account.noProgress": "You have not completed any lesson yet.",
  "account.browse": "Browse courses",
  "account.continue": "Continue",
  "account.review": "Review the course",
  "account.continueLabel": "Continue: {title}",
  "account.reviewLabel": "Review: {title}",
  "account.changePassword": "Change password",
  "account.currentPassword": "Current password",
  "account.newPassword": "New password",
  "account.newPassword.hint":
    "At least {min, plural, one {# character} other {# characters}}. Your other devices will be signed out.",
  "account.delete.heading": "Delete account",
  "account.delete.text":
    "Your account and all your progress are deleted for good, and all your devices are signed out. This cannot be undone.",
  "account.delete.word": "delete",
  "account.delete.confirmLabel": "To confirm, type “{word}”",
  "account.delete.submit": "Delete my account for good",

  "reset.forgot.title": "Forgot password",
  "reset.forgot.heading": "Forgot your password?",
  "reset.forgot.subheading": "Ask for a link to choose a new password",
  "reset.forgot.intro":
    "Enter the email address of your account and we will send it a link that works for one hour. If you created your account with a phone number only, contact the site's team.",
  "reset.forgot.submit": "Send the link",
  "reset.backToSignIn": "Back to sign in",
  "reset.title": "Choose a new password",
  "reset.unusable.heading": "This link cannot be used",
  "reset.unusable.before": "You can ask the site's team for a new link, or",
  "reset.unusable.signIn": "sign in",
  "reset.unusable.after": "if you remember your password.",
  "reset.choose.heading": "Choose a new password",
  "reset.choose.forAccount":
    "For the account {label}. Once saved, you are signed in here and signed out of all your other devices.",
  "reset.newPassword": "New password",
  "reset.confirmPassword": "Type the password again",
  "reset.submit": "Save the password and sign in",
  "reset.requestAnswered":
    "If an account has this email address, we have sent it a link to choose a new password. The link works once, for one hour. Check your inbox and your spam folder.",
  "reset.phoneGoesThroughAdmins":
    "We do not send text messages. To reset the password of an account with a phone number, contact the site's team and they will send you a link by WhatsApp or text message.",
  "reset.missingEmail": "Enter the email address you created your account with.",
  "reset.unavailable":
    "Reset links cannot be requested on the site at the moment. Contact the site's team and they will send you a link to choose a new password.",
  "reset.missingLink":
    "Open the reset link you received again. If you do not reach this page, check that your browser accepts cookies.",
  "reset.unknownLink":
    "This link is not valid. It may have been copied in part, or replaced by a newer link. Ask for a new one.",
  "reset.expiredLink": "This link has expired (it works for one hour). Ask for a new one.",
  "reset.usedLink":
    "This link has already been used; it works only once. Ask for a new one if needed.",
  "reset.missingPassword": "Type the new password twice.",
  "reset.passwordsDiffer": "The two passwords differ. Type the same one in both fields.",
  "reset.tooManyRequests":
    "Too many password-reset requests. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // Offline reading (issue #17).
  "offline.title": "No internet connection",
  "offline.text":
    "This page is not saved on your device. Try again when the connection is back. You can read the courses you saved for offline reading.",
  "offline.retry": "Try again",
  "offline.saved.heading": "Courses saved for offline reading",
  "offline.saved.empty":
    "You have not saved a course yet. Open a course and press “Save for offline”.",
  "offline.saved.remove": "Remove",
  "offline.saved.storage": "Space used on this device: {used}",
  "offline.save": "Save for offline",
  "offline.saving": "Saving…",
  "offline.savedCourse": "Saved for offline reading",
  "offline.saveFailed": "Could not save. Check the connection and the free space, then try again.",
  "offline.removeSaved": "Remove from device",
  // Lesson quizzes (issue #16).
  "quiz.heading": "Lesson quiz",
  "quiz.intro": "Answer the questions, then check your answers. Pass mark: {passMark}%.",
  "quiz.question": "Question {number}",
  "quiz.chooseAll": "Choose all that apply.",
  "quiz.submit": "Check my answers",
  "quiz.resultHeading": "Your result",
  "quiz.score": "{correct} of {total} — {percent}%",
  "quiz.passed": "Passed: you reached the pass mark ({passMark}%).",
  "quiz.notPassed":
    "Not passed yet: the pass mark is {passMark}%. Review the lesson and try again.",
  "quiz.right": "Right",
  "quiz.wrong": "Wrong",
  "quiz.correctOption": "correct answer",
  "quiz.yourChoice": "your choice",
  "quiz.explanation": "Explanation:",
  "quiz.tryAgain": "Try again",
  "quiz.bestPassed": "Your best: {percent}% — passed",
  "quiz.bestNotPassed": "Your best: {percent}% — not passed yet",
  "quiz.visitorKept":
    "Your answers are kept in this browser. Create an account or sign in to keep your result in your account.",
  "quiz.visitorSignIn": "Create a free account or sign in",
  "quiz.tooManyAttempts":
    "Too many attempts at this quiz. Try again in {minutes, plural, one {# minute} other {# minutes}}.",

  // Privacy and terms pages (issue #17); their prose is in app/features/legal
  "legal.privacy.title": "Privacy policy",
  "legal.privacy.description":
    "What Maarifa keeps about you, why, for how long, who can see it, how to delete your account, and every cookie the site sets.",
  "legal.terms.title": "Terms and conditions",
  "legal.terms.description":
    "The terms and conditions of Maarifa: free courses, accounts, acceptable use, certificates and who owns the content.",
  "legal.updated": "Last updated: {date}",
  "legal.contents": "On this page",
  "legal.days": "{days, plural, one {# day} other {# days}}",
  "legal.auth.consent": "By creating an account you accept the {terms} and the {privacy}.",
  "legal.auth.terms": "terms",
  "legal.auth.privacy": "privacy policy",

  // Certificates of completion (issue #16)
  "certificates.heading": "Certificate of completion",
  "certificates.awardedTo": "This certificate is awarded to",
  "certificates.forCompleting": "for completing the course",
  "certificates.completedOn": "on {date}",
  "certificates.code": "Verification code: {code}",
  "certificates.verified": "A genuine certificate issued by {brand}.",
  "certificates.pageTitle": "Certificate of completion: {name}",
  "certificates.description": "{name} completed the course “{course}” on {brand} on {date}.",
  "certificates.imageAlt": "Certificate of completion of the course “{course}” for {name}",
  "certificates.print": "Print the certificate",
  "certificates.share.heading": "Share the certificate",
  "certificates.share.linkedin": "Add to my LinkedIn profile",
  "certificates.share.text":
    "I completed the course “{course}” on {brand}. My certificate can be verified here:",
  "certificates.offer.heading": "Certificate of completion",
  "certificates.offer.text":
    "You completed this course. Get your certificate: its link and code let anyone verify it.",
  "certificates.offer.claim": "Get your certificate",
  "certificates.offer.view": "View your certificate",
  "certificates.offer.nameFirst": "Write your name as it should appear on the certificate.",
  "certificates.name.label": "Name on certificates",
  "certificates.name.hint":
    "In Arabic or Latin letters, 2 to {max} characters. Certificates already issued keep the name they were issued with.",
  "certificates.name.save": "Save the name",
  "certificates.name.saved": "The name was saved.",
  "certificates.name.missing": "Write your name as it should appear on certificates.",
  "certificates.name.length": "The name must be between 2 and {max} characters long.",
  "certificates.name.characters":
    "Use only Arabic or Latin letters, with spaces, hyphens, apostrophes and dots.",
  "certificates.name.mixed":
    "Write the name either in Arabic letters or in Latin letters, not both.",
  "certificates.claim.title": "Get your certificate",
  "certificates.claim.notCompleted":
    "You have not completed this course yet: mark all its lessons complete and pass all its quizzes, then come back here.",
  "certificates.claim.back": "Back to the course",
  "certificates.account.heading": "My certificates",
  "certificates.account.none":
    "You have no certificates yet. Complete a course to get its certificate.",
  "certificates.account.completedOn": "Completed on {date}",
  "certificates.account.open": "View the certificate",
  "certificates.account.openLabel": "View the certificate “{title}”",
  "certificates.account.hide": "Hide the certificate…",
  "certificates.account.hideText":
    "Once hidden, this certificate's link and code no longer work and nobody can verify it. You can ask for a new certificate for this course later, with a new code.",
  "certificates.account.hideConfirm": "Yes, hide this certificate",
  "certificates.account.hidden": "The certificate is hidden: its link no longer works.",
  // Share cards (issue #17).
  "share.whatsapp": "Share on WhatsApp",
  "share.copy": "Copy link",
  "share.copied": "Link copied.",
  "share.more": "Share…",
  "share.freeCourseOn": "A free course on {brand}",
  "count.coursesMoreThan": "{count, number}+ courses",
  "catalogue.countMoreThan": "{count, number}+",
  // Quiz attempts that teach (issue #27, decision 0042).
  "quiz.failedIntro":
    "These answers were wrong. The right answers and the explanations are shown once you pass the quiz.",
  "quiz.yourWrongAnswer": "Your answer (wrong):",
  "quiz.noAnswer": "You did not answer this question, so it counts as wrong.",
  "quiz.waitAfterFails":
    "You have failed this quiz three times in a row. Review the lesson: you can try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // The lesson completion rule (issue #27, decision 0041).
  "progress.tooEarly":
    "Too soon to mark this lesson as completed: {minutes, plural, one {# minute} other {# minutes}} left. Follow the lesson first.",
  // Certificates an employer can check on paper (issue #27): length, address, QR, Latin name.
  "certificates.length": "Course length: {duration}",
  "certificates.verifyAt": "To check this certificate, scan the code or open:",
  "certificates.qrLabel": "QR code of the certificate's verification address",
  "certificates.bilingual.heading": "Print the certificate in two languages on one sheet",
  "certificates.bilingual.fr": "Arabic and French",
  "certificates.bilingual.en": "Arabic and English",
  "certificates.bilingual.single": "Arabic only",
  "certificates.latinName.label": "Name in Latin letters (optional)",
  "certificates.latinName.hint":
    "Shown on French and English certificates, e.g. Aicha Mint Mohamed: Latin letters, spaces, hyphens and apostrophes, up to {max} characters.",
  "certificates.latinName.length":
    "The name in Latin letters must be between 2 and {max} characters long.",
  "certificates.latinName.characters": "Use only Latin letters, spaces, hyphens and apostrophes.",
  // Honest offline copies (issue #27).
  "manifest.name": "Maarifa — free courses",
  "video.offline.heading": "This video needs an internet connection",
  "video.offline.text": "The lesson’s text is below. Press play again when the connection is back.",
  "progress.refused.text":
    "The site did not accept a lesson you marked as completed without a connection: it is no longer marked.",
  "progress.refused.openLesson": "Open the lesson",
  "progress.refused.close": "Close",
  // True figures and working choices (issue #27, decision 0040).
  "figures.views": "{count, plural, =0 {no views} one {# view} other {# views}}",
  "home.featured.forGoal": "Courses for your goal: {goal}.",
  "home.featured.everyGoal": "Show every featured course",
  "home.featured.allInCategory": "All {category} courses",
  "home.ready.textWithoutFigure":
    "Join the learners building their skills in business, finance and technology.",
  "footer.whatsapp": "Message us on WhatsApp",
  // Recovery codes and the /auth forms' returns (issue #27, decision 0043).
  "recovery.signedUp.heading": "Your account is ready",
  "recovery.recovered.heading": "Your new password is saved",
  "recovery.shown.heading": "Your recovery code",
  "recovery.shown.keep":
    "Write this code down on paper or keep a photo of it. If you forget your password, it lets you choose a new one, even without an email address.",
  "recovery.shown.once":
    "It is shown only now and works once: after using it you get a new one. You can also make a new one on your account page.",
  "recovery.shown.continue": "Continue",
  "recovery.form.heading": "With your recovery code",
  "recovery.form.intro":
    "Enter your phone number or email address, the 16-digit recovery code you received when you created your account, and a new password.",
  "recovery.form.code": "Recovery code",
  "recovery.form.codeHint": "16 digits, with or without spaces.",
  "recovery.form.submit": "Save the new password",
  "recovery.byEmail.heading": "By email",
  "recovery.noCode":
    "No recovery code? Contact the site's team and they will send you a link to choose a new password, by WhatsApp or text message.",
  "recovery.error.missingIdentifier": "Enter the phone number or email address of your account.",
  "recovery.error.malformedCode": "A recovery code has 16 digits. Check the code you wrote down.",
  "recovery.error.wrongCode":
    "This account and this recovery code do not match. Check the number or address and the code.",
  "recovery.account.heading": "Recovery code",
  "recovery.account.text":
    "If you forget your password, your recovery code lets you choose a new one without email. If you lost it, make a new one: the old one then stops working.",
  "recovery.account.submit": "Make a new recovery code",
  "recovery.account.made": "Here is your new recovery code. Your previous code no longer works.",
  "recovery.whatsapp.message":
    "{brand}: open this link to choose a new password for your account. It works once, for one hour: {link}",
  // Saving uploaded lessons' media for offline (issue #28).
  "offline.mediaSize": "With its lesson videos and audio, this course takes {size}.",
  "offline.confirmSave": "Save",
  "offline.mediaUsed": "Uses {size} on this device.",

  // An uploaded lesson's versions, their size and cost, its transcript (issue #28).
  "media.versions.label": "Lesson versions",
  "media.versions.intro":
    "Choose a version before playing: its size and its approximate cost in mobile data.",
  "media.version.audio": "Audio only",
  "media.version.light": "Light",
  "media.version.standard": "Standard",
  "media.size": "{mb, number} MB",
  "media.cost": "≈ {cost, number} MRU",
  "media.download": "Download",
  "media.downloadLabel": "Download the {version} version",
  "media.playerLabel": "Lesson: {title}",
  "media.captions.ar": "Arabic",
  "media.captions.fr": "French",
  "media.captions.en": "English",
  "media.transcript.heading": "Transcript",

  // Classes (issue #29): a class's join link, and the learner's classes on /account.
  "join.title": "Join a class",
  "join.heading": "Join the class {name}",
  "join.text":
    "Your teacher will see your progress in this class's courses: lessons done, quiz scores, certificates and when you last studied. You can leave the class at any time from your account page.",
  "join.submit": "Join",
  "join.already": "You are already in this class.",
  "join.toAccount": "My classes",
  "join.visitor": "Sign in or create a free account first; you will come back here to join.",
  "join.signIn": "Sign in",
  "join.signUp": "Create an account",
  "join.privacy": "What your teacher sees",
  "account.classes.heading": "My classes",
  "account.classes.joined": "You joined the class {name}.",
  "account.classes.left": "You left the class {name}.",
  "account.classes.due": "Due {date}",
  "account.classes.progress": "{done} of {total} lessons",
  "account.classes.completed": "Completed",
  "account.classes.noCourses": "No course assigned yet.",
  "account.classes.archived": "This class has ended.",
  "account.classes.leave": "Leave class",
  "account.classes.leaveText":
    "Your teacher will no longer see your progress. Your progress and certificates stay in your account.",
  "account.classes.leaveConfirm": "Yes, leave {name}",
  // Class sheet sign-in codes (issue #29, class-import).
  "signInCode.heading": "Sign in with a code from your teacher",
  "signInCode.intro":
    "Your teacher gave you a sheet with your code. Type your phone number and the code, then choose the password you will sign in with from now on.",
  "signInCode.code": "Code from the sheet",
  "signInCode.codeHint": "8 letters and digits, with or without the space.",
  "signInCode.submit": "Sign in and save the password",
  "signInCode.done.heading": "Welcome! Your password is saved",
  "signInCode.error.malformedCode":
    "A code has 8 letters and digits, as on your teacher's sheet. Check what you typed.",
  "signInCode.error.wrongCode":
    "This code does not work: it is mistyped, already used or expired. Ask your teacher for a new sheet.",
};
