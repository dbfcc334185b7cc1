// POST /auth/sign-out: ends the learner's session on the server and clears the cookie (issue #6).
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import {
  clearLearnerSessionCookie,
  readLearnerToken,
} from "~/features/accounts/learner-session.server";
import { signOutLearner } from "~/features/accounts/account.server";
import { requestTranslator } from "~/i18n/request-translator.server";

// A GET changes nothing (a link or a prefetch must never sign anyone out).
export function loader({ request }: Route.LoaderArgs) {
  return redirect(requestTranslator(request).path("/"));
}

export async function action({ request, context }: Route.ActionArgs) {
  await signOutLearner(context.db, readLearnerToken(request));
  return redirect(requestTranslator(request).path("/"), {
    headers: { "Set-Cookie": clearLearnerSessionCookie(request) },
  });
}
