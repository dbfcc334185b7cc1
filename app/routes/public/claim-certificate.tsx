// /course/{id}/certificate: claiming the course's certificate (issue #16, decision 0031). The
// course page's block posts here; the page itself is where a refused claim lands without
// JavaScript (the name to give again, or "not completed yet"). A claim that succeeds, or finds the
// learner's certificate already issued, goes to the certificate's page.
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/claim-certificate";
import { readForm } from "~/.server/http/read-form";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ContentText } from "~/components/ui/content-text";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import {
  CERTIFICATE_LATIN_NAME_MAX,
  CERTIFICATE_NAME_MAX,
} from "~/features/certificates/certificate-name";
import { claimCertificate, loadClaimPage } from "~/features/certificates/claim-certificate.server";
import { certificatePath } from "~/features/certificates/certificate-text";
import { ClaimCertificateForm } from "~/features/certificates/claim-form";
import { useI18n } from "~/i18n/i18n-context";
import { localizedPageMeta, metaTranslator } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";
import { courseTitleIn } from "~/lib/course/course-text";
import { authLinkTo } from "~/lib/learner-return";

export const meta: Route.MetaFunction = ({ location }) => {
  const i = metaTranslator(location);
  return [
    ...localizedPageMeta(i, i.t("certificates.claim.title")),
    { name: "robots", content: "noindex" },
  ];
};

async function requireLearner(request: Request, context: Route.LoaderArgs["context"]) {
  const learner = await getSignedInLearner(request, context);
  if (!learner) {
    const i = requestTranslator(request);
    const back = new URL(request.url).pathname;
    throw redirect(i.path(authLinkTo("sign-in", back)));
  }
  return learner;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const learner = await requireLearner(request, context);
  const page = await loadClaimPage(context.db, learner.id, params.courseId);
  if (!page) throw data(null, { status: 404 });
  if (page.offer.kind === "claimed") {
    throw redirect(certificatePath(requestTranslator(request), page.offer.code));
  }
  return {
    ...page,
    courseId: params.courseId,
    nameError: null,
    givenName: "",
    latinError: null,
    givenLatin: "",
  };
}

const claimForm = z.object({
  certificateName: z
    .string()
    .max(CERTIFICATE_NAME_MAX * 4)
    .optional(),
  // Issue #27: optional; an empty field is no Latin-letter name.
  certificateNameLatin: z
    .string()
    .max(CERTIFICATE_LATIN_NAME_MAX * 4)
    .optional(),
});

export async function action({ params, request, context }: Route.ActionArgs) {
  const learner = await requireLearner(request, context);
  const form = claimForm.safeParse(await readForm(request));
  if (!form.success) throw data(null, { status: 400 });
  const i = requestTranslator(request);
  const result = await claimCertificate(context.db, learner.id, params.courseId, {
    name: form.data.certificateName,
    latin: form.data.certificateNameLatin,
  });
  if (result.ok) return redirect(certificatePath(i, result.certificate.code));
  if (result.reason === "no-course") throw data(null, { status: 404 });
  const page = await loadClaimPage(context.db, learner.id, params.courseId);
  if (!page) throw data(null, { status: 404 });
  return data(
    {
      ...page,
      courseId: params.courseId,
      nameError: result.reason === "name" ? i.t(result.error, { max: CERTIFICATE_NAME_MAX }) : null,
      givenName: form.data.certificateName ?? "",
      latinError:
        result.reason === "latin-name"
          ? i.t(result.error, { max: CERTIFICATE_LATIN_NAME_MAX })
          : null,
      givenLatin: form.data.certificateNameLatin ?? "",
    },
    { status: result.reason === "name" || result.reason === "latin-name" ? 400 : 403 },
  );
}

export default function ClaimCertificate({ loaderData, actionData }: Route.ComponentProps) {
  const { titles, offer, courseId, nameError, givenName, latinError, givenLatin } =
    actionData ?? loaderData;
  const i = useI18n();
  const { t, path } = i;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t("certificates.claim.title")}</h1>
      <Card className="space-y-4">
        <h2 className="text-xl font-bold">
          <ContentText value={courseTitleIn(i, titles)} />
        </h2>
        {offer.kind === "claim" ? (
          <ClaimCertificateForm
            courseId={courseId}
            needsName={offer.needsName}
            offerLatin={offer.offerLatin}
            nameError={nameError}
            givenName={givenName}
            latinError={latinError}
            givenLatin={givenLatin}
          />
        ) : (
          <p role="alert" className="text-slate-700">
            {t("certificates.claim.notCompleted")}
          </p>
        )}
      </Card>
      <Link
        to={path(`/course/${encodeURIComponent(courseId)}`)}
        reloadDocument
        className={buttonVariants({ variant: "outline" })}
      >
        {t("certificates.claim.back")}
      </Link>
    </div>
  );
}
