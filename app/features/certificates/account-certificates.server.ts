// The learner's certificates on /account (issue #16, decision 0031): the name on certificates,
// the live certificates with their share links, and hiding (revoking) one.
import {
  findCertificateNames,
  findLiveCertificatesOfLearner,
  revokeCertificate,
  updateCertificateLatinName,
  updateCertificateName,
} from "~/.server/db/repositories/certificates";
import { z } from "zod";
import type { Database } from "~/.server/db/schema";
import type { MessageKey } from "~/i18n/ar";
import type { Translator } from "~/i18n/translator";
import { CERTIFICATE_NAME_INTENT, HIDE_CERTIFICATE_INTENT } from "./certificate-intents";
import { checkCertificateName, checkLatinCertificateName } from "./certificate-name";
import {
  certificatePath,
  publicCertificate,
  shareLinks,
  type PublicCertificate,
  type ShareLinks,
} from "./certificate-text";

export interface AccountCertificate {
  id: string;
  certificate: PublicCertificate;
  /** The verification page's absolute address in the page's language. */
  url: string;
  share: ShareLinks;
}

export interface AccountCertificates {
  name: string;
  /** The name in Latin letters ('' when none; issue #27). */
  latinName: string;
  certificates: AccountCertificate[];
}

/** `absolute` turns a site path into an absolute URL (PUBLIC_URL, else the request's origin). */
export async function loadAccountCertificates(
  db: Database,
  learnerId: string,
  i: Translator,
  absolute: (path: string) => string,
): Promise<AccountCertificates> {
  const [names, certificates] = await Promise.all([
    findCertificateNames(db, learnerId),
    findLiveCertificatesOfLearner(db, learnerId),
  ]);
  return {
    name: names?.name ?? "",
    latinName: names?.latin ?? "",
    certificates: certificates.map((certificate) => {
      const shown = publicCertificate(certificate);
      const url = absolute(certificatePath(i, certificate.code));
      return { id: certificate.id, certificate: shown, url, share: shareLinks(i, shown, url) };
    }),
  };
}

export type SaveNameResult =
  { ok: true } | { ok: false; error: MessageKey; field: "name" | "latin" };

/**
 * Stores the name for future certificates, and the Latin-letter one when the form has it (issue
 * #27: '' removes it); issued ones keep theirs. Both are checked first: a refused one stores
 * neither.
 */
export async function saveCertificateName(
  db: Database,
  learnerId: string,
  raw: unknown,
  rawLatin?: unknown,
): Promise<SaveNameResult> {
  const checked = checkCertificateName(raw);
  if (!checked.ok) return { ...checked, field: "name" };
  const latin = rawLatin === undefined ? null : checkLatinCertificateName(rawLatin);
  if (latin && !latin.ok) return { ...latin, field: "latin" };
  await db.transaction().execute(async (trx) => {
    await updateCertificateName(trx, learnerId, checked.name);
    if (latin) await updateCertificateLatinName(trx, learnerId, latin.name);
  });
  return { ok: true };
}

/** Hides one of the learner's own certificates: its code answers 404 from now on. */
export function hideCertificate(
  db: Database,
  learnerId: string,
  certificateId: string,
): Promise<boolean> {
  return revokeCertificate(db, learnerId, certificateId);
}

/** /account's certificate forms, told apart from the page's other forms by their intent. */
export const certificateAccountFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(CERTIFICATE_NAME_INTENT),
    certificateName: z.string().max(1000),
    certificateNameLatin: z.string().max(1000).optional(),
  }),
  z.object({
    intent: z.literal(HIDE_CERTIFICATE_INTENT),
    certificateId: z.string().min(1).max(64),
  }),
]);

/** Where a certificate form that succeeded goes: /account, saying what happened. */
export const ACCOUNT_NAME_SAVED = "/account?certificates=name-saved";
export const ACCOUNT_CERTIFICATE_HIDDEN = "/account?certificates=hidden";

export type CertificateAccountResult =
  | { ok: true; redirectTo: string }
  /** The name refused (400, shown on the form), or no such live certificate of theirs (404). */
  | {
      ok: false;
      status: 400 | 404;
      error: MessageKey;
      value?: string;
      /** Which name was refused, and the Latin one as typed (issue #27). */
      field?: "name" | "latin";
      latinValue?: string;
    };

export async function submitCertificateAccountForm(
  db: Database,
  learnerId: string,
  form: z.infer<typeof certificateAccountFormSchema>,
): Promise<CertificateAccountResult> {
  if (form.intent === CERTIFICATE_NAME_INTENT) {
    const saved = await saveCertificateName(
      db,
      learnerId,
      form.certificateName,
      form.certificateNameLatin,
    );
    return saved.ok
      ? { ok: true, redirectTo: ACCOUNT_NAME_SAVED }
      : {
          ok: false,
          status: 400,
          error: saved.error,
          value: form.certificateName,
          field: saved.field,
          latinValue: form.certificateNameLatin,
        };
  }
  // Someone else's certificate, or one hidden already, is not found for this learner.
  return (await hideCertificate(db, learnerId, form.certificateId))
    ? { ok: true, redirectTo: ACCOUNT_CERTIFICATE_HIDDEN }
    : { ok: false, status: 404, error: "error.notFound.title" };
}

/** The status line for /account?certificates=…, or null. */
export function certificateStatusMessage(value: string | null): MessageKey | null {
  if (value === "name-saved") return "certificates.name.saved";
  if (value === "hidden") return "certificates.account.hidden";
  return null;
}
