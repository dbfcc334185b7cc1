// The course editor's two dialogs: leaving with unsaved changes (use-unsaved-changes.ts), and
// signing in again when the session has ended during a save or an upload (use-course-save.ts).
// Rendered outside the <form>: React events bubble through portals along the React tree, and the
// gate's own form submitting must not submit the course.
import type { ReactNode } from "react";
import type { Blocker } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { DialogAction, DialogCancel, ModalDialog } from "~/components/ui/modal-dialog";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { FormError } from "~/lib/course/course-form";

export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useAdminI18n();
  return (
    <ModalDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title={t("dialog.unsavedTitle")}
      description={t("dialog.unsavedDescription")}
    >
      <div className="mt-6 flex justify-end gap-3">
        <DialogCancel className={buttonVariants({ variant: "outline" })}>
          {t("dialog.stay")}
        </DialogCancel>
        <DialogAction
          className={buttonVariants({ variant: "danger" })}
          onClick={() => {
            if (blocker.state === "blocked") blocker.proceed();
          }}
        >
          {t("dialog.leave")}
        </DialogAction>
      </div>
    </ModalDialog>
  );
}

export function SignInDialog({
  open,
  notAllowed,
  close,
  signedIn,
  signIn,
}: {
  open: boolean;
  /** Signed in as a role that may not edit courses: why, in the dialog. */
  notAllowed: FormError | null;
  close: () => void;
  signedIn: () => void;
  /** The sign-in gate, given by the route, calling `onSignedIn` once the session is back. */
  signIn: (onSignedIn: () => void) => ReactNode;
}) {
  const { t } = useAdminI18n();
  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={notAllowed ? notAllowed.title : t("dialog.sessionExpired")}
      description={notAllowed ? t("dialog.notAllowedDescription") : t("dialog.expiredDescription")}
      initialFocus='input[type="password"]'
      className="w-[min(32rem,calc(100vw-2rem))] bg-slate-50"
    >
      {notAllowed ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-bold">{notAllowed.title}</p>
          <p>{notAllowed.description}</p>
        </div>
      ) : null}
      {/* Keyed by the answer: after a refusal the gate starts empty for another account. */}
      <div className="mt-4" key={notAllowed ? "not-allowed" : "expired"}>
        {open ? signIn(signedIn) : null}
      </div>
      <div className="mt-4 flex justify-end">
        <DialogCancel className={buttonVariants({ variant: "outline" })}>
          {t("dialog.cancel")}
        </DialogCancel>
      </div>
    </ModalDialog>
  );
}
