// /account's certificates card (issue #16): the name on certificates and the learner's
// certificates, with what the last form did.
import { Card } from "~/components/ui/card";
import { useI18n } from "~/i18n/i18n-context";
import {
  AccountCertificateList,
  CertificateNameForm,
  type CertificateFormState,
} from "./account-certificates";
import type { AccountCertificates } from "./account-certificates.server";

export function AccountCertificatesCard({
  certificates,
  certificateMessage,
  actionData,
}: {
  certificates: AccountCertificates;
  certificateMessage: string | null;
  actionData: { certificateState?: CertificateFormState } | undefined;
}) {
  const { t } = useI18n();
  const certificateState: CertificateFormState | null = actionData?.certificateState
    ? actionData.certificateState
    : certificateMessage
      ? { ok: true, message: certificateMessage }
      : null;
  return (
    <Card aria-labelledby="certificates-heading" id="certificates">
      <h2 id="certificates-heading" className="text-xl font-bold">
        {t("certificates.account.heading")}
      </h2>
      <CertificateNameForm
        name={certificates.name}
        latinName={certificates.latinName}
        state={certificateState && !certificateState.ok ? certificateState : null}
      />
      <AccountCertificateList
        certificates={certificates.certificates}
        state={certificateState?.ok ? certificateState : null}
      />
    </Card>
  );
}
