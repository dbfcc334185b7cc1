// /account's certificate parts (issue #16): the name on certificates, and the learner's
// certificates with their links and 'Hide'. Plain forms posted as whole documents; hiding asks
// for confirmation inside a <details>, which opens without JavaScript.
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ContentText } from "~/components/ui/content-text";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import type { AccountCertificate } from "./account-certificates.server";
import { CERTIFICATE_NAME_INTENT, HIDE_CERTIFICATE_INTENT } from "./certificate-intents";
import { CERTIFICATE_NAME_MAX } from "./certificate-name";
import { certificateTitleIn, formatCertificateDate } from "./certificate-text";
import { LatinNameField } from "./claim-form";
import { ShareLinks } from "./share-links";

/** What the page says after a certificate form: saved, hidden, or the name's problem. */
export interface CertificateFormState {
  ok: boolean;
  message: string;
  /** The name as typed, when it was refused. */
  value?: string;
  /** Which name was refused (issue #27: the error goes under that field), and the Latin one typed. */
  field?: "name" | "latin";
  latinValue?: string;
}

function Status({ state }: { state: CertificateFormState | null }) {
  if (!state?.ok) return null;
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-bold text-emerald-900">
      {state.message}
    </p>
  );
}

export function CertificateNameForm({
  name,
  latinName,
  state,
}: {
  name: string;
  latinName: string;
  state: CertificateFormState | null;
}) {
  const { t, path } = useI18n();
  const refused = state && !state.ok ? state : null;
  return (
    <form method="post" action={path("/account")} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={CERTIFICATE_NAME_INTENT} />
      <TextField
        label={t("certificates.name.label")}
        name="certificateName"
        autoComplete="name"
        dir="auto"
        required
        maxLength={CERTIFICATE_NAME_MAX * 2}
        defaultValue={refused ? refused.value : name}
        hint={t("certificates.name.hint", { max: CERTIFICATE_NAME_MAX })}
        error={refused && refused.field !== "latin" ? refused.message : null}
      />
      <LatinNameField
        defaultValue={refused ? (refused.latinValue ?? "") : latinName}
        error={refused?.field === "latin" ? refused.message : null}
      />
      <Button type="submit" variant="outline">
        {t("certificates.name.save")}
      </Button>
    </form>
  );
}

export function AccountCertificateList({
  certificates,
  state,
}: {
  certificates: AccountCertificate[];
  state: CertificateFormState | null;
}) {
  const i = useI18n();
  const { t, path } = i;
  return (
    <div className="mt-4 space-y-4">
      <Status state={state} />
      {certificates.length === 0 ? (
        <p className="text-slate-600">{t("certificates.account.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-account-certificates>
          {certificates.map(({ id, certificate, share }) => {
            const title = certificateTitleIn(i, certificate);
            return (
              <li key={id} className="space-y-3 py-4" data-certificate-code={certificate.code}>
                <div>
                  <h3 className="font-bold">
                    <ContentText value={title} />
                  </h3>
                  <p className="text-sm text-slate-600">
                    {t("certificates.account.completedOn", {
                      date: formatCertificateDate(i.locale, certificate.completedAt),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={path(`/certificates/${certificate.code}`)}
                    reloadDocument
                    className={buttonVariants({ size: "sm" })}
                    aria-label={t("certificates.account.openLabel", { title: title.text })}
                  >
                    {t("certificates.account.open")}
                  </Link>
                </div>
                <ShareLinks links={share} />
                <details>
                  <summary
                    className={buttonVariants({
                      variant: "ghost",
                      size: "sm",
                      className: "cursor-pointer text-red-800",
                    })}
                  >
                    {t("certificates.account.hide")}
                  </summary>
                  <form method="post" action={path("/account")} className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value={HIDE_CERTIFICATE_INTENT} />
                    <input type="hidden" name="certificateId" value={id} />
                    <p className="text-sm text-slate-700">{t("certificates.account.hideText")}</p>
                    <Button type="submit" variant="danger" size="sm">
                      {t("certificates.account.hideConfirm")}
                    </Button>
                  </form>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
