// /auth's third form (issue #29, decision 0050): a learner whose teacher imported them signs in
// with the class sheet's code and chooses their password, in one plain form (works without
// JavaScript).
import {
  CodePasswordForm,
  type CodePasswordFormKind,
  type CodePasswordFormState,
} from "./code-password-form";

export type SignInCodeFormState = CodePasswordFormState;

const SIGN_IN_CODE_FORM: CodePasswordFormKind = {
  intent: "sign-in-code",
  intro: "signInCode.intro",
  codeLabel: "signInCode.code",
  codeHint: "signInCode.codeHint",
  submit: "signInCode.submit",
  codePlaceholder: "ABCD 2345",
  codeInput: "letters",
};

export function SignInCodeForm({
  state,
  redirectTo,
}: {
  state: SignInCodeFormState | null;
  redirectTo: string;
}) {
  return <CodePasswordForm kind={SIGN_IN_CODE_FORM} state={state} redirectTo={redirectTo} />;
}
