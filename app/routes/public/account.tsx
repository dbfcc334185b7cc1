// /account: the signed-in learner's courses in progress, password change, account deletion
// (issue #6). Never cached: it is only ever answered to a request with the session cookie.
import { readForm } from "~/.server/http/read-form";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/account";
import { buttonVariants, TAP_TARGET_CLASS } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  changeLearnerPassword,
  deleteLearnerAccount,
  loadAccount,
} from "~/features/accounts/account.server";
import {
  ChangePasswordForm,
  DeleteAccountForm,
  type AccountFormState,
} from "~/features/accounts/account-forms";
import { accountFormSchema } from "~/features/accounts/auth-form";
import { AUTH_MESSAGES } from "~/features/accounts/auth-messages";
import {
  clearLearnerSessionCookie,
  getSignedInLearner,
  learnerDeviceCookie,
  learnerSessionCookie,
} from "~/features/accounts/learner-session.server";
import { CourseProgressBar } from "~/features/progress/course-progress-bar";
import { readableLearnerLabel } from "~/lib/learner";
import { pageMeta } from "~/lib/site";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("حسابي"),
  { name: "robots", content: "noindex" },
];

// Document responses only carry Set-Cookie by default; the 429's Retry-After must get through.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** The address a password change redirects to: the page says it was changed. */
const PASSWORD_CHANGED = "/account?changed=password";

async function requireLearner(request: Request, context: Route.LoaderArgs["context"]) {
  const learner = await getSignedInLearner(request, context);
  if (!learner) throw redirect("/auth?redirectTo=%2Faccount");
  return learner;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const learner = await requireLearner(request, context);
  const page = await loadAccount(context.db, learner);
  const passwordChanged = new URL(request.url).searchParams.get("changed") === "password";
  return { label: readableLearnerLabel(page.learner), courses: page.courses, passwordChanged };
}

export async function action({ request, context }: Route.ActionArgs) {
  const learner = await requireLearner(request, context);
  const form = accountFormSchema.safeParse(await readForm(request));
  if (!form.success) {
    const state: AccountFormState = {
      intent: "change-password",
      ok: false,
      message: AUTH_MESSAGES.missingCredentials,
    };
    return data({ state }, { status: 400 });
  }
  if (form.data.intent === "delete-account") {
    const result = await deleteLearnerAccount(context.db, learner.id, form.data.confirm);
    if (!result.ok) {
      const state: AccountFormState = {
        intent: "delete-account",
        ok: false,
        message: result.error,
      };
      return data({ state }, { status: result.status });
    }
    return redirect("/", { headers: { "Set-Cookie": clearLearnerSessionCookie(request) } });
  }

  const result = await changeLearnerPassword(context.db, learner.id, form.data);
  if (!result.ok) {
    const state: AccountFormState = {
      intent: "change-password",
      ok: false,
      message: result.error,
      field: result.field,
    };
    return data(
      { state },
      {
        status: result.status,
        headers: retryAfterHeaders(result.retryAfterSeconds),
      },
    );
  }
  // Every session of the account ended; this browser continues with a new one. A redirect, not
  // a page: after an action the page's loaders run with the request's cookie, whose session has
  // just ended, and their redirect to /auth would drop this response's new cookie (issue #12).
  const headers = new Headers();
  if (result.token) headers.append("Set-Cookie", learnerSessionCookie(request, result.token));
  if (result.deviceToken) {
    headers.append("Set-Cookie", learnerDeviceCookie(request, result.deviceToken));
  }
  return redirect(PASSWORD_CHANGED, { headers });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { label, courses, passwordChanged } = loaderData;
  const state: AccountFormState | null =
    actionData?.state ??
    (passwordChanged
      ? { intent: "change-password", ok: true, message: AUTH_MESSAGES.passwordChanged }
      : null);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">حسابي</h1>
        <p className="mt-1 text-slate-600">
          مسجَّل الدخول باسم <bdi dir="ltr">{label}</bdi>
        </p>
      </div>

      <Card aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="text-xl font-bold">
          دوراتي
        </h2>
        {courses.length === 0 ? (
          <p className="mt-3 text-slate-600">
            لم تُكمل أي درس بعد.{" "}
            <Link
              to="/courses"
              className={`inline-flex items-center font-bold text-emerald-800 underline ${TAP_TARGET_CLASS}`}
            >
              تصفّح الدورات
            </Link>
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {courses.map(({ courseId, title, completedLessons, totalLessons }) => (
              <li key={courseId} className="flex flex-wrap items-center gap-4 py-4">
                <div className="min-w-0 flex-1 space-y-2">
                  <h3 className="font-bold">
                    <bdi>{title}</bdi>
                  </h3>
                  <CourseProgressBar completed={completedLessons} total={totalLessons} />
                </div>
                <Link
                  to={`/course/${courseId}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`${completedLessons < totalLessons ? "تابع" : "راجع"}: ${title}`}
                >
                  {completedLessons < totalLessons ? "تابع" : "راجع الدورة"}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-xl font-bold">
          تغيير كلمة المرور
        </h2>
        <ChangePasswordForm state={state} />
      </Card>

      <Card aria-labelledby="delete-heading">
        <h2 id="delete-heading" className="text-xl font-bold text-red-900">
          حذف الحساب
        </h2>
        <p className="mt-2 text-slate-700">
          يُحذف حسابك وكل تقدّمك نهائيًا، ويُسجَّل خروجك من كل أجهزتك. لا يمكن التراجع عن ذلك.
        </p>
        <DeleteAccountForm state={state} />
      </Card>

      <form method="post" action="/auth/sign-out">
        <button type="submit" className={buttonVariants({ variant: "ghost" })}>
          تسجيل الخروج
        </button>
      </form>
    </div>
  );
}
