// /account's certificates part (issue #16): the name on certificates and the learner's
// certificates for the loader, and the action's answer to the name and hide forms.
import { data, redirect, type AppLoadContext } from "react-router";
import { absoluteUrl } from "~/.server/absolute-url";
import type { Translator } from "~/i18n/translator";
import type { CertificateFormState } from "./account-certificates";
import {
  certificateAccountFormSchema,
  certificateStatusMessage,
  loadAccountCertificates,
  submitCertificateAccountForm,
} from "./account-certificates.server";
import { CERTIFICATE_LATIN_NAME_MAX, CERTIFICATE_NAME_MAX } from "./certificate-name";

export async function loadAccountCertificatesPart(
  request: Request,
  context: AppLoadContext,
  learnerId: string,
  i: Translator,
) {
  const searchParams = new URL(request.url).searchParams;
  const certificates = await loadAccountCertificates(context.db, learnerId, i, (path) =>
    absoluteUrl(path, request, context),
  );
  const certificateStatus = certificateStatusMessage(searchParams.get("certificates"));
  return { certificates, certificateMessage: certificateStatus ? i.t(certificateStatus) : null };
}

/** The answer to a certificate form, or null when the form is not one (the account's own). */
export async function answerCertificateAccountForm(
  db: AppLoadContext["db"],
  learnerId: string,
  fields: Record<string, FormDataEntryValue>,
  i: Translator,
) {
  const certificateForm = certificateAccountFormSchema.safeParse(fields);
  if (certificateForm.success) {
    const result = await submitCertificateAccountForm(db, learnerId, certificateForm.data);
    if (result.ok) return redirect(`${i.path(result.redirectTo)}#certificates`);
    if (result.status === 404) throw data(null, { status: 404 });
    const latin = result.field === "latin";
    const certificateState: CertificateFormState = {
      ok: false,
      message: i.t(result.error, {
        max: latin ? CERTIFICATE_LATIN_NAME_MAX : CERTIFICATE_NAME_MAX,
      }),
      value: result.value,
      field: result.field,
      latinValue: result.latinValue,
    };
    return data({ certificateState }, { status: result.status });
  }
  return null;
}
