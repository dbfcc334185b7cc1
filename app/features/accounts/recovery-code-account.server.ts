// /account's 'new recovery code' form (issue #27): answered here, before the account's other
// forms, so the page's route only passes it on. Null when the form is another one.
import { data } from "react-router";
import type { Database } from "~/.server/db/schema";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import type { Translator } from "~/i18n/translator";
import { renewRecoveryFormSchema } from "./auth-form";
import { messageText } from "./auth-messages";
import type { RecoveryCardState } from "./recovery-code-card";
import { renewRecoveryCode } from "./recovery-code.server";

export async function answerRecoveryCodeForm(
  db: Database,
  learnerId: string,
  fields: Record<string, FormDataEntryValue>,
  i: Translator,
) {
  if (fields.intent !== "renew-recovery-code") return null;
  const form = renewRecoveryFormSchema.safeParse(fields);
  const result = await renewRecoveryCode(
    db,
    learnerId,
    form.success ? form.data.currentPassword : "",
  );
  if (!result.ok) {
    const recoveryState: RecoveryCardState = { ok: false, error: messageText(i, result.error) };
    return data(
      { recoveryState },
      { status: result.status, headers: retryAfterHeaders(result.retryAfterSeconds) },
    );
  }
  const recoveryState: RecoveryCardState = { ok: true, recoveryCode: result.recoveryCode };
  return data({ recoveryState }, { headers: { "Cache-Control": "no-store" } });
}
