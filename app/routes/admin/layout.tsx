import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { takeFlash } from "~/.server/flash";
import { AdminShell } from "~/components/layout/admin-shell";
import { Toaster, useToast } from "~/components/ui/toast";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import { LogoutButton } from "~/features/admin-auth/logout-button";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ADMIN_TOASTS, type AdminToastKey } from "~/lib/admin-toasts";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard | معرفة" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const flash = takeFlash(request);
  return data(
    { toast: flash.toast },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

/** Shows the one-time message a redirect left (e.g. 'Course saved' after Save). */
function FlashToast({ toast }: { toast: AdminToastKey | null }) {
  const show = useToast();
  useEffect(() => {
    if (toast) show(ADMIN_TOASTS[toast]);
  }, [toast, show]);
  return null;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      actions={
        <>
          <Link
            to="/admin/audit"
            className="rounded px-2 text-sm whitespace-nowrap text-slate-700 hover:underline"
          >
            Audit log
          </Link>
          <LogoutButton />
        </>
      }
    >
      {/* Inside the shell, so toasts read left to right in English like the rest of the admin. */}
      <Toaster>
        <FlashToast toast={loaderData.toast} />
        <Outlet />
      </Toaster>
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // No valid session: every admin page shows the gate (its loader answered 401, no data).
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <AdminShell>
        <AdminGate redirectTo={location.pathname + location.search} />
      </AdminShell>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <AdminShell>
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-xl font-bold text-red-800">Unexpected Application Error!</h1>
        <p className="mt-2 text-red-900">{message}</p>
      </div>
    </AdminShell>
  );
}
