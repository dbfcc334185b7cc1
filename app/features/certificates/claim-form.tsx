// The certificate claim (issue #16): a plain form posted to /course/{id}/certificate, so it works
// without JavaScript. When the learner has no name on certificates yet, the form asks for it
// (and the claim stores it for the next ones).
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import { CERTIFICATE_NAME_MAX } from "./certificate-name";

export function ClaimCertificateForm({
  courseId,
  needsName,
  nameError,
  givenName,
}: {
  courseId: string;
  needsName: boolean;
  /** The problem with the name sent before, already in the page's language. */
  nameError?: string | null;
  givenName?: string;
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
      <Button type="submit">{t("certificates.offer.claim")}</Button>
    </form>
  );
}
