// A dialog opened by the page rather than by a trigger button (Radix AlertDialog, controlled):
// a question the page must ask now, such as 'leave without saving?' or the password gate when a
// session has ended (issue #14). Focus is trapped, Escape closes it (onOpenChange(false)), a
// click outside does not.
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export const DialogAction = AlertDialogPrimitive.Action;
export const DialogCancel = AlertDialogPrimitive.Cancel;

export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  initialFocus,
  dir = "ltr",
  lang = "en",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
  /** Where focus goes on open (a selector inside the dialog); by default the Cancel button. */
  initialFocus?: string;
  /** The dialog is portalled to <body>, outside the caller's dir/lang (the admin is English). */
  dir?: "ltr" | "rtl";
  lang?: string;
}) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialogPrimitive.Content
          ref={content}
          dir={dir}
          lang={lang}
          onOpenAutoFocus={(event) => {
            if (!initialFocus) return;
            const target = content.current?.querySelector<HTMLElement>(initialFocus);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            "fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl",
            className,
          )}
        >
          <AlertDialogPrimitive.Title className="text-lg font-bold">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-slate-700">
            {description}
          </AlertDialogPrimitive.Description>
          {children}
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
