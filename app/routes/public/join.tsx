// /join/{code} (issue #29): a class's join link, written on a board or sent by WhatsApp. The GET
// shows the class and changes nothing (link previewers fetch it); the signed-in learner's POST
// joins and goes to /account, which says so. A visitor is offered sign-in and sign-up, which
// come back here (/auth's redirectTo). An unknown, turned-off or archived code is the site's
// 404; lookups are throttled per address (join-class.server.ts).
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/join";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { isInClass, joinClass, lookUpJoinCode } from "~/features/classes/join-class.server";
import { useI18n } from "~/i18n/i18n-context";
import { localizedPageMeta, metaTranslator } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";
import { authLinkTo } from "~/lib/learner-return";

export const meta: Route.MetaFunction = ({ location }) => {
  const i = metaTranslator(location);
  return [...localizedPageMeta(i, i.t("join.title")), { name: "robots", content: "noindex" }];
};

// Never kept by a cache (server/page-handler.ts): a code turned off must stop working at once,
// and a cached page would answer a throttled address for a code it had not looked up. The 429's
// Retry-After must reach the browser on a document answer too.
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** The class of the code; a thrown 404 when there is none; a number when the address waits. */
async function classOf(context: Route.LoaderArgs["context"], code: string) {
  const lookup = await lookUpJoinCode(context.db, code, context.clientIp);
  if (lookup.found) return lookup.schoolClass;
  if (lookup.retryAfterSeconds) return lookup.retryAfterSeconds;
  throw data(null, { status: 404 });
}

/** The page that says to wait (429), with its Retry-After. */
function throttled(seconds: number) {
  return data(
    { throttled: true as const, minutes: Math.ceil(seconds / 60) },
    { status: 429, headers: { "Retry-After": String(seconds) } },
  );
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const schoolClass = await classOf(context, params.code);
  if (typeof schoolClass === "number") return throttled(schoolClass);
  const learner = await getSignedInLearner(request, context);
  const back = new URL(request.url).pathname;
  return {
    throttled: false as const,
    name: schoolClass.name,
    signedIn: learner !== null,
    member: learner ? await isInClass(context.db, schoolClass.id, learner.id) : false,
    signInHref: authLinkTo("sign-in", back),
    signUpHref: authLinkTo("sign-up", back),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const i = requestTranslator(request);
  const learner = await getSignedInLearner(request, context);
  if (!learner) {
    throw redirect(i.path(authLinkTo("sign-in", new URL(request.url).pathname)));
  }
  const schoolClass = await classOf(context, params.code);
  if (typeof schoolClass === "number") return throttled(schoolClass);
  await joinClass(context.db, schoolClass.id, learner.id);
  return redirect(i.path(`/account?joined=${encodeURIComponent(schoolClass.id)}#classes`));
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const i = useI18n();
  const { t, path } = i;
  const wait = actionData?.throttled ? actionData : loaderData.throttled ? loaderData : null;
  if (wait || loaderData.throttled) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-amber-950">
          {t("auth.error.tooManyAttempts", { minutes: wait?.minutes ?? 15 })}
        </p>
      </div>
    );
  }
  const { name, signedIn, member, signInHref, signUpHref } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card aria-labelledby="join-heading" className="space-y-4">
        <h1 id="join-heading" className="text-2xl font-bold">
          {i.rich("join.heading", { name: <bdi>{name}</bdi> })}
        </h1>
        {member ? (
          <>
            <p role="status">{t("join.already")}</p>
            <Link to={path("/account#classes")} className={buttonVariants()}>
              {t("join.toAccount")}
            </Link>
          </>
        ) : (
          <>
            <p className="text-slate-700">{t("join.text")}</p>
            {signedIn ? (
              <Form method="post">
                <button type="submit" className={buttonVariants()}>
                  {t("join.submit")}
                </button>
              </Form>
            ) : (
              <>
                <p>{t("join.visitor")}</p>
                <div className="flex flex-wrap gap-2">
                  <Link to={path(signInHref)} className={buttonVariants()}>
                    {t("join.signIn")}
                  </Link>
                  <Link to={path(signUpHref)} className={buttonVariants({ variant: "outline" })}>
                    {t("join.signUp")}
                  </Link>
                </div>
              </>
            )}
          </>
        )}
        <Link to={path("/privacy#classes")} className="inline-block text-emerald-800 underline">
          {t("join.privacy")}
        </Link>
      </Card>
    </div>
  );
}
