// /account's loader and action for the account itself (issue #6): who is signed in, their courses
// in progress, changing the password and deleting the account.
import { data, redirect, type AppLoadContext } from "react-router";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { requestTranslator } from "~/i18n/request-translator.server";
import { readableLearnerLabel } from "~/lib/learner";
import type { Learner } from "~/lib/learner";
import type { AccountFormState } from "./account-forms";
import { changeLearnerPassword, deleteLearnerAccount, loadAccount } from "./account.server";
import { accountFormSchema } from "./auth-form";
import { AUTH_MESSAGES, messageText } from "./auth-messages";
import {
  clearLearnerSessionCookie,
  getSignedInLearner,
  learnerDeviceCookie,
  learnerSessionCookie,
} from "./learner-session.server";

/** The address a password change redirects to: the page says it was changed. */
const PASSWORD_CHANGED = "/account?changed=password";

export async function requireLearner(request: Request, context: AppLoadContext) {
  const learner = await getSignedInLearner(request, context);
  if (!learner) {
    const i = requestTranslator(request);
    throw redirect(
      i.path(`/auth?form=sign-in&redirectTo=${encodeURIComponent(i.path("/account"))}`),
    );
  }
  return learner;
}

export type AccountPageData = Awaited<ReturnType<typeof loadAccountPage>>;

/** The account's part of the page: who is signed in, their courses, a password just changed. */
export async function loadAccountPage(
  db: AppLoadContext["db"],
  learner: Learner,
  request: Request,
) {
  const page = await loadAccount(db, learner);
  const searchParams = new URL(request.url).searchParams;
  const passwordChanged = searchParams.get("changed") === "password";
  return {
    label: readableLearnerLabel(page.learner),
    courses: page.courses,
    passwordChangedMessage: passwordChanged
      ? messageText(requestTranslator(request), AUTH_MESSAGES.passwordChanged)
      : null,
  };
}

/** Changes the password or deletes the account, as the form asks. */
export async function submitAccountForm(
  request: Request,
  context: AppLoadContext,
  learnerId: string,
  fields: Record<string, FormDataEntryValue>,
) {
  const i = requestTranslator(request);
  const form = accountFormSchema.safeParse(fields);
  if (!form.success) {
    const state: AccountFormState = {
      intent: "change-password",
      ok: false,
      message: messageText(i, AUTH_MESSAGES.missingCredentials),
    };
    return data({ state }, { status: 400 });
  }
  if (form.data.intent === "delete-account") {
    const result = await deleteLearnerAccount(
      context.db,
      learnerId,
      form.data.confirm,
      i.t("account.delete.word"),
    );
    if (!result.ok) {
      const state: AccountFormState = {
        intent: "delete-account",
        ok: false,
        message: messageText(i, result.error),
      };
      return data({ state }, { status: result.status });
    }
    return redirect(i.path("/"), { headers: { "Set-Cookie": clearLearnerSessionCookie(request) } });
  }

  const result = await changeLearnerPassword(context.db, learnerId, form.data);
  if (!result.ok) {
    const state: AccountFormState = {
      intent: "change-password",
      ok: false,
      message: messageText(i, result.error),
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
  return redirect(i.path(PASSWORD_CHANGED), { headers });
}
