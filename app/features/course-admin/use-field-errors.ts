// The course editor's errors under its fields (issue #14): the server's answer until the form is
// checked again or a field with an error is edited, the first invalid field focused, and the
// toast that says it. Paths are the form's (`title.fr`, `videos.2.youtubeUrl`).
import { useCallback, useEffect, useState, type RefObject } from "react";
import { useToast } from "~/components/ui/toast";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { FieldErrors, FormError } from "~/lib/course/course-form";
import { fieldsToFix } from "./field-names";

/** What the route's action answers when a save does not succeed (success is a redirect). */
export interface SaveFailure {
  error: FormError;
  fieldErrors?: FieldErrors;
  /** The admin session has ended (idle, too old, or signed out elsewhere). */
  sessionEnded?: true;
  /** Signed in (in the dialog) as a role that may not edit courses: 403. */
  notAllowed?: true;
}

/** How the editor's sections read and clear the errors under their fields. */
export interface FieldErrorsOf {
  errorOf: (path: string) => string | undefined;
  clearErrors: (...paths: string[]) => void;
  /** Errors by position no longer point at the right item once a list changes its order. */
  clearListErrors: () => void;
}

export function useFieldErrors(
  failure: SaveFailure | null,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const toast = useToast();
  const i18n = useAdminI18n();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [seenFailure, setSeenFailure] = useState<SaveFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const fieldErrors =
    failure && failure !== seenFailure ? (failure.fieldErrors ?? {}) : clientErrors;
  const setFieldErrors = (errors: FieldErrors) => {
    setClientErrors(errors);
    setSeenFailure(failure);
  };

  const focusFirstError = useCallback(() => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    // Centred: clear of the header above and of the toasts.
    first.scrollIntoView({ block: "center" });
  }, [formRef]);

  useEffect(() => {
    if (focusRequest > 0) focusFirstError();
  }, [focusRequest, focusFirstError]);

  useEffect(() => {
    if (!failure) return;
    // The server's refusal names its fields too, as the editor's own check does (issue #27).
    const detail = failure.fieldErrors ? fieldsToFix(failure.fieldErrors, i18n) : undefined;
    toast({ ...failure.error, detail, variant: "destructive" });
    focusFirstError();
  }, [failure, toast, focusFirstError, i18n]);

  const fields: FieldErrorsOf = {
    errorOf: (path) => fieldErrors[path],
    clearErrors: (...paths) => {
      if (!paths.some((path) => path in fieldErrors)) return;
      setFieldErrors(
        Object.fromEntries(Object.entries(fieldErrors).filter(([path]) => !paths.includes(path))),
      );
    },
    clearListErrors: () =>
      setFieldErrors(
        Object.fromEntries(
          Object.entries(fieldErrors).filter(([path]) => !/^(videos|links)\./.test(path)),
        ),
      ),
  };
  return {
    ...fields,
    /** The editor's own check found these: shown, and the first one focused. */
    show(errors: FieldErrors) {
      setFieldErrors(errors);
      setFocusRequest((n) => n + 1);
    },
    clear: () => setFieldErrors({}),
    /** A restored draft starts without the errors of the form it replaced. */
    forgetClientErrors: () => setClientErrors({}),
  };
}
