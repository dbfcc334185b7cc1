// The certificate claim (issue #16): a plain form posted to /course/{id}/certificate, so it works
// without JavaScript. When the learner has no name on certificates yet, the form asks for it
// (and the claim stores it for the next ones).
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import { CERTIFICATE_LATIN_NAME_MAX, CERTIFICATE_NAME_MAX } from "./certificate-name";

export function ClaimCertificateForm({
  courseId,
  needsName,
  offerLatin,
  nameError,
  givenName,
  latinError,
  givenLatin,
}: {
  courseId: string;
  needsName: boolean;
  /** No Latin-letter name stored: the optional field for it (issue #27). */
  offerLatin: boolean;
  /** The problem with the name sent before, already in the page's language. */
  nameError?: string | null;
  givenName?: string;
  /** The problem with the Latin-letter name sent before. */
  latinError?: string | null;
  givenLatin?: string;
}) {
  const { t, path } = useI18n();
  return (
    <form
      method="post"
      action={path(`/course/${encodeURIComponent(courseId)}/certificate`)}
      className="space-y-3"
    >
      {needsName ? (
        <>
          <p className="text-slate-700">{t("certificates.offer.nameFirst")}</p>
          <TextField
            label={t("certificates.name.label")}
            name="certificateName"
            autoComplete="name"
            dir="auto"
            required
            maxLength={CERTIFICATE_NAME_MAX * 2}
            defaultValue={givenName}
            hint={t("certificates.name.hint", { max: CERTIFICATE_NAME_MAX })}
            error={nameError}
          />
        </>
      ) : null}
      {offerLatin ? <LatinNameField defaultValue={givenLatin} error={latinError} /> : null}
      <Button type="submit">{t("certificates.offer.claim")}</Button>
    </form>
  );
}

/** The optional name in Latin letters (issue #27): the claim form's and /account's. */
export function LatinNameField({
  defaultValue,
  error,
}: {
  defaultValue?: string;
  error?: string | null;
}) {
  const { t } = useI18n();
  return (
    <TextField
      label={t("certificates.latinName.label")}
      name="certificateNameLatin"
      autoComplete="name"
      dir="ltr"
      maxLength={CERTIFICATE_LATIN_NAME_MAX * 2}
      defaultValue={defaultValue}
      hint={t("certificates.latinName.hint", { max: CERTIFICATE_LATIN_NAME_MAX })}
      error={error}
    />
  );
}
