// The privacy policy in English (issue #17): the same as privacy.ar.tsx, the primary text.
import { CONTACT_EMAIL, readablePhone, telHref } from "~/lib/site-contact";
import type { PrivacyText } from "./legal-document";
import { List, Ltr, P, TextLink } from "./prose";
import { CookieList, CookieName } from "./site-cookies";
import { STATED } from "./stated-facts";

export const privacy: PrivacyText = (i, { googleAnalytics, supportPhone }) => {
  const days = (days: number) => i.t("legal.days", { days });
  const hours = (hours: number) => i.t("duration.hours", { hours });
  const minutes = (minutes: number) => i.t("duration.minutes", { minutes });
  return [
    {
      id: "summary",
      heading: "In short",
      content: (
        <List>
          <li>
            We keep the least the site needs to work: how you sign in (email address or phone
            number), your progress in the lessons, your quiz results and your certificates.
          </li>
          <li>
            We never store your password, only a hash of it from which the password cannot be read
            back.
          </li>
          <li>We do not sell or share your data with anyone, and we show no advertising.</li>
          <li>
            {googleAnalytics
              ? "Every cookie the site sets is needed for it to work; none is used for tracking or advertising. Google Analytics, which the site's operator has turned on, sets cookies of its own (see “Counting visits”)."
              : "No cookie is used for tracking or advertising, and we count visits ourselves, without cookies and without storing IP addresses."}
          </li>
          <li>
            You can delete your account and everything tied to it at any time, from your account
            page.
          </li>
        </List>
      ),
    },
    {
      id: "without-account",
      heading: "Browsing without an account",
      content: (
        <>
          <P>
            You can read every course and watch its lessons without an account; the site then keeps
            nothing that says who you are.
          </P>
          <List>
            <li>
              Lessons you mark as completed are kept in your own browser (its local storage), not on
              our server. If you create an account or sign in, they are added to your account.
            </li>
            <li>
              When you open a lesson, the site notes the time under a random key kept in a cookie (
              <CookieName>maarifa_visitor</CookieName>): a lesson can be marked completed only once
              half of its duration has passed. If you create an account or sign in, these times are
              added to your account and the cookie is deleted.
            </li>
            <li>
              Your quiz answers are kept in a cookie in your browser (
              <CookieName>maarifa_quiz</CookieName>) so that their results are added to your account
              if you create one or sign in; the cookie is then deleted.
            </li>
            <li>
              If you choose a language in the language switcher, your browser remembers it in a
              cookie that the server never reads.
            </li>
          </List>
        </>
      ),
    },
    {
      id: "account",
      heading: "What we keep when you create an account",
      content: (
        <>
          <List>
            <li>
              Your email address or phone number, or both: to sign you in, and to help you if you
              forget your password.
            </li>
            <li>
              Your password is never stored. We keep a hash of it made with <Ltr>argon2id</Ltr>,
              from which the password cannot be read back, and which is enough to check it when you
              sign in.
            </li>
            <li>The lessons you completed, and when you completed each one.</li>
            <li>
              Quiz results: for each lesson quiz, your best score, when you reached it, and how many
              attempts you made. We do not keep every answer you gave.
            </li>
            <li>
              Your certificates: the name you choose to appear on certificates, the course and the
              date you completed it.
            </li>
            <li>When your account was created and last changed.</li>
          </List>
          <P>
            We do not ask for your name (except the one you choose for certificates), your address
            or your date of birth.
          </P>
          <P>
            For each quiz question, the site also counts how many answers it received and how many
            were right, so that editors can improve their questions. These counts do not say who
            answered.
          </P>
        </>
      ),
    },
    {
      id: "certificates",
      heading: "Certificates",
      content: (
        <List>
          <li>
            Each certificate has a public link of its own (<Ltr>/certificates/…</Ltr>) with a long
            code that cannot be guessed. Whoever has the link sees the name on the certificate, the
            course and the date you completed it, and nothing else about you: not your email address
            or your phone number.
          </li>
          <li>
            You decide who gets the link, and whoever gets it sees what the certificate shows.
          </li>
          <li>You can hide any certificate from your account page; its link then stops working.</li>
          <li>
            A certificate keeps its own copy of the name, the course title and the date, so it can
            still be verified if the course is deleted or renamed.
          </li>
        </List>
      ),
    },
    {
      id: "classes",
      heading: "Classes and your teacher",
      content: (
        <List>
          <li>
            A school or an organisation can put you in a class: a teacher imports a list of
            learners, or you join with the class’s link. You can see your classes on your account
            page.
          </li>
          <li>
            A teacher of your class sees, for you: the name the class list gives you, your phone
            number or email address, the lessons you have completed and your best quiz scores in the
            class’s courses, your certificates of those courses, and when you last studied. A
            teacher sees nothing of classes they do not teach, and never your password.
          </li>
          <li>
            The organisation’s reports to its funders count learners and never name them; any figure
            about fewer than 5 learners is hidden.
          </li>
          <li>
            You can leave a class at any time from your account page: its teachers then no longer
            see you. Your progress and certificates stay in your account.
          </li>
        </List>
      ),
    },
    {
      id: "analytics",
      heading: "Counting visits",
      content: (
        <>
          <P>
            To learn which pages and courses help learners, the site counts visits itself, on its
            own server, without cookies and without any advertising company.
          </P>
          <List>
            <li>
              For each page opened we record: its address (without what you typed in a search), the
              time, the course’s title on a course page, and a visitor code. We also record clicks
              on the top bar’s two links, home and courses.
            </li>
            <li>
              The visitor code is a hash of the IP address and the browser’s description with a
              secret key that changes every day and is deleted once the day is over. The IP address
              itself is not stored. The next day the same visitor gets another code, unrelated to
              the first, so your visits cannot be linked from one day to the next nor traced back to
              your address.
            </li>
            <li>
              These detailed records are deleted after {days(STATED.analyticsRawDays)}; only daily
              totals remain: views of each page, and the number of visitors each day.
            </li>
            <li>
              If your browser sends “Do Not Track” or “Global Privacy Control”, or has JavaScript
              turned off, nothing is counted.
            </li>
          </List>
          {googleAnalytics ? (
            <P>
              The site’s operator has also turned on Google Analytics. Google then receives the
              addresses of the pages you visit, the courses you open and information about your
              browser, and sets cookies of its own whose names start with{" "}
              <CookieName>_ga</CookieName>, under Google’s privacy policy. This does not happen when
              your browser sends either of the two signals above.
            </P>
          ) : null}
        </>
      ),
    },
    {
      id: "videos",
      heading: "Lesson videos",
      content: (
        <P>
          Lesson videos are hosted on YouTube. A lesson page first shows a picture from our own
          site; YouTube’s player is loaded only when you press play. It then comes from{" "}
          <Ltr>youtube-nocookie.com</Ltr>, YouTube’s privacy-enhanced mode, and YouTube (Google)
          receives your IP address and information about what you watch, under Google’s privacy
          policy. Without JavaScript, the play button is a link to the video on YouTube.
        </P>
      ),
    },
    {
      id: "security",
      heading: "Security and server logs",
      content: (
        <List>
          <li>
            When you sign in, your browser gets a random key in a cookie, and the server keeps only
            its hash. The same goes for a password-reset link: it works for{" "}
            {hours(STATED.resetLinkMinutes / 60)}, once, and we keep only its hash.
          </li>
          <li>
            When you create an account, the site shows you a recovery code of 16 digits, once. If
            you forget your password, that code and your phone number or email address let you
            choose a new one on the “Forgot your password?” page, without email and without asking
            anyone. We keep only a hash of the code (<Ltr>argon2id</Ltr>), from which it cannot be
            read back. A code works once: after using it you are shown a new one, and you can
            replace it on your account page (with your password); the old one then stops working.
            Anyone who has your code can change your password: keep it like a key. Wrong codes are
            counted like failed sign-ins.
          </li>
          <li>
            To slow down password guessing and mass sign-ups, the server counts recent attempts per
            connection address (IP address): failed sign-ins over{" "}
            {minutes(STATED.failureWindowMinutes)}, account creations and reset requests over{" "}
            {hours(STATED.hourlyWindowMinutes / 60)}. These records serve nothing else and are
            deleted afterwards.
          </li>
          <li>
            The server writes a line about each request (the page’s address without what was typed
            in a search, the outcome and how long it took) to find faults. The line holds no IP
            address unless the site’s operator turns that on, and never an email address, a phone
            number, a password or anything you type. How long these lines are kept depends on the
            operator’s server setup.
          </li>
          <li>
            If an administrator makes a password-reset link for your account, the administrators’
            action log records it under your account’s internal number, not your email address or
            phone number; that log is kept {days(STATED.auditRetentionDays)} unless the operator
            changes it.
          </li>
        </List>
      ),
    },
    {
      id: "cookies",
      heading: "Cookies",
      content: (
        <>
          <P>
            A cookie is a small file a browser keeps for a site and sends back with each request.
            This site uses no cookie for tracking or advertising,
            {googleAnalytics
              ? " and no other site sets cookies through our pages except Google Analytics, which the site’s operator has turned on (see “Counting visits”)."
              : " and no other site sets cookies through our pages."}{" "}
            These are all the cookies the site sets, each needed for something you ask of it:
          </P>
          <CookieList
            lifetimeLabel="Lifetime:"
            cookies={{
              maarifa_learner: {
                purpose: "Keeps you signed in to your account.",
                lifetime: `${days(STATED.learnerSessionDays)} at most; the session ends after ${days(STATED.learnerIdleDays)} without a visit, or when you sign out.`,
              },
              maarifa_learner_device: {
                purpose:
                  "Remembers that this browser signed in to your account before, so that failed attempts by others who share your connection’s address do not lock it out. Sent only to the sign-in pages.",
                lifetime: `${days(STATED.learnerDeviceDays)}, renewed at each sign-in.`,
              },
              maarifa_reset: {
                purpose:
                  "Holds the code of the password-reset link you opened until you choose your new password, so the code does not stay in the address bar. Sent only to the password-reset pages.",
                lifetime: hours(STATED.resetLinkMinutes / 60),
              },
              maarifa_quiz: {
                purpose:
                  "Keeps your quiz answers while you are not signed in, so that their results are added to your account when you create it or sign in; then it is deleted. It also counts how many times in a row you failed each quiz, and when, so that after three failures you wait ten minutes before the next attempt.",
                lifetime: `${days(STATED.quizCookieDays)}, or until you sign in.`,
              },
              maarifa_visitor: {
                purpose:
                  "A random key under which the site notes when you first opened each lesson, so that a lesson is marked completed only after half of its duration; these times join your account when you create it or sign in, and the cookie is then deleted.",
                lifetime: `${days(STATED.visitorKeyDays)}, or until you sign in.`,
              },
              maarifa_media_version: {
                purpose:
                  "Remembers the version of uploaded lessons you chose (audio only, light, standard), for the next lessons.",
                lifetime: days(365),
              },
              maarifa_locale: {
                purpose:
                  "Remembers the language you chose in the language switcher, to list it first. Your browser sets it itself; the server never reads it.",
                lifetime: days(STATED.localeCookieDays),
              },
              maarifa_admin: {
                purpose: "Administrators only: keeps an administrator signed in to the dashboard.",
                lifetime: `${hours(STATED.adminSessionHours)} at most; the session ends after ${hours(STATED.adminIdleHours)} without use.`,
              },
              maarifa_admin_device: {
                purpose:
                  "Administrators only: like the learners’ device cookie; sent only to the administration pages.",
                lifetime: `${days(STATED.adminDeviceDays)}, renewed at each sign-in.`,
              },
              maarifa_flash: {
                purpose:
                  "Administrators only: carries a short message (such as “Course saved”) to the next page.",
                lifetime: `${minutes(STATED.flashSeconds / 60)} at most.`,
              },
              maarifa_admin_locale: {
                purpose:
                  "Administrators only: remembers the language chosen for the admin area on this browser (a named administrator's choice is also kept with their account).",
                lifetime: days(STATED.adminLocaleCookieDays),
              },
            }}
          />
          <P>
            Over a secure connection (<Ltr>https</Ltr>) the names of these cookies, except the
            language cookie, start with <CookieName>__Host-</CookieName> or{" "}
            <CookieName>__Secure-</CookieName>, a protection the browser enforces. No script on the
            page can read any of them except the language cookie.
          </P>
          <P>
            Besides cookies, the site keeps in your browser the lessons you completed without an
            account (local storage) and, for this visit only (session storage), the lessons being
            added to your account as you sign in. None of it reaches anyone but us.
          </P>
          <P>
            When you come back to the site, your browser keeps its design files and a “no
            connection” page to show offline, and the pages of the courses you choose to “Save for
            offline”: as any visitor sees them if you are not signed in; if you are, as you see
            them, with your progress, and they are deleted from this browser when you sign out. You
            see these courses and the space they use in your account and on the home page, and can
            remove them at any time.
          </P>
          <P>
            You can delete cookies in your browser’s settings at any time; you will then be signed
            out of your account.
          </P>
        </>
      ),
    },
    {
      id: "retention",
      heading: "How long we keep data",
      content: (
        <List>
          <li>
            Your account, progress, quiz results and certificates: until you delete your account.
          </li>
          <li>
            A sign-in session: {days(STATED.learnerSessionDays)} at most; it ends after{" "}
            {days(STATED.learnerIdleDays)} without a visit, when you sign out, or when you change
            your password (your other devices are then signed out).
          </li>
          <li>A password-reset link: {hours(STATED.resetLinkMinutes / 60)}, and it works once.</li>
          <li>
            Attempts counted per connection address: from {minutes(STATED.failureWindowMinutes)} to{" "}
            {hours(STATED.hourlyWindowMinutes / 60)}.
          </li>
          <li>
            Detailed visit records: {days(STATED.analyticsRawDays)}; then only the daily totals
            remain.
          </li>
          <li>
            The administrators’ action log: {days(STATED.auditRetentionDays)} unless the operator
            changes it.
          </li>
          <li>
            Backups the site’s operator makes hold the data as it was when they were made, and go
            when those backups go.
          </li>
        </List>
      ),
    },
    {
      id: "access",
      heading: "Who can see your data",
      content: (
        <List>
          <li>You, on your account page.</li>
          <li>
            The site’s administrators: the owner and the editors see the list of learners with each
            one’s email address or phone number, the date they joined and how many courses they have
            started, to help someone who forgot their password, for example. No administrator ever
            sees your password or can find it out; the quiz and visit statistics they see are counts
            without names.
          </li>
          <li>
            Whoever runs the site’s server and database can technically reach what is in them.
          </li>
          <li>Whoever you give a certificate’s link to: only what the certificate shows.</li>
          <li>
            No one else: we do not sell, rent or share your data, and we show no advertising. If you
            ask for a reset link by email, we send it to you through the mail service the site uses.
          </li>
        </List>
      ),
    },
    {
      id: "delete",
      heading: "Deleting your account",
      content: (
        <>
          <P>
            On <TextLink href={i.path("/account")}>your account page</TextLink>, choose “Delete
            account” and type the confirmation word. This deletes at once and for good:
          </P>
          <List>
            <li>
              your account: your email address or phone number, your password’s hash and the name
              you chose for certificates;
            </li>
            <li>your progress in the lessons and your quiz results;</li>
            <li>your certificates, whose links stop working;</li>
            <li>
              your sessions on all your devices, your trusted devices and your password-reset links.
            </li>
          </List>
          <P>
            All that remains is what does not point to you: visit totals, answer counts per
            question, and any entry in the administrators’ action log saying a link was made for
            your account’s internal number, until that log’s time runs out. Copies of your account
            in backups go when those backups are replaced. If you can no longer sign in, contact us
            and we will help you delete it.
          </P>
        </>
      ),
    },
    {
      id: "contact",
      heading: "Your rights and how to reach us",
      content: (
        <>
          <P>
            You may ask us what we keep about you, and ask us to correct or delete it. Write to{" "}
            <TextLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</TextLink>
            {supportPhone ? (
              <>
                {" "}
                or call{" "}
                <TextLink href={telHref(supportPhone)}>
                  <Ltr>{readablePhone(supportPhone)}</Ltr>
                </TextLink>
              </>
            ) : null}
            .
          </P>
          <P>If we change this policy, we update this page and its date at the top.</P>
        </>
      ),
    },
  ];
};
