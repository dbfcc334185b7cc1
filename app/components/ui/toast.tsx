// Toasts (Radix Toast): spec §9 — shown 5 seconds, at most three at a time.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface ToastMessage {
  title: string;
  description?: string;
  /** A further line under the description (the editor's list of the fields to fix). */
  detail?: string;
  variant?: "default" | "destructive";
}

const MAX_VISIBLE = 3;
const ShowToast = createContext<(toast: ToastMessage) => void>(() => {});

/** Shows a toast from anywhere inside <Toaster>. */
export function useToast() {
  return useContext(ShowToast);
}

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);
  const show = useCallback((toast: ToastMessage) => {
    setToasts((list) => [...list.slice(-(MAX_VISIBLE - 1)), { ...toast, id: nextId++ }]);
  }, []);
  return (
    <ShowToast value={show}>
      <ToastPrimitive.Provider duration={5000} label="Notification">
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            type={toast.variant === "destructive" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setToasts((list) => list.filter((t) => t.id !== toast.id));
            }}
            className={cn(
              "grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border p-4 shadow-lg",
              toast.variant === "destructive"
                ? "border-red-700 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <ToastPrimitive.Title className="font-bold">{toast.title}</ToastPrimitive.Title>
            <ToastPrimitive.Close
              aria-label="Close"
              className="row-span-2 -my-3 -me-3 flex size-11 items-center justify-center rounded text-lg leading-none opacity-80 hover:opacity-100"
            >
              ×
            </ToastPrimitive.Close>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90" dir="auto">
                {toast.description}
              </ToastPrimitive.Description>
            ) : null}
            {toast.detail ? (
              <p className="col-start-1 text-sm font-bold opacity-90" dir="auto">
                {toast.detail}
              </p>
            ) : null}
          </ToastPrimitive.Root>
        ))}
        {/* Top, under the admin header: at the bottom they covered the editor's Save button, on a
            phone the whole width of it (issue #14). */}
        <ToastPrimitive.Viewport className="fixed end-4 top-20 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ShowToast>
  );
}
