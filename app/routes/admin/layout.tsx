import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/layout";
import { takeFlash } from "~/.server/flash";
import { AdminShell } from "~/components/layout/admin-shell";
import { Toaster, useToast } from "~/components/ui/toast";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import { LogoutButton } from "~/features/admin-auth/logout-button";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ADMIN_ROLE_LABELS, permissionsOf } from "~/lib/admin-roles";
import { ADMIN_TOASTS, type AdminToastKey } from "~/lib/admin-toasts";
import { buttonVariants } from "~/components/ui/button";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard | معرفة" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Any signed-in administrator; each page below checks its own role (issue #14).
  const { admin } = await requireAdmin(request, context);
  const flash = takeFlash(request);
  return data(
    {
      toast: flash.toast,
      admin: { name: admin.name, role: admin.role },
      can: permissionsOf(admin.role),
    },
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

type LayoutData = Route.ComponentProps["loaderData"];

/** The header's right side: who is signed in, the owner's Administrators link, Log out. */
function ShellActions({ admin, can }: Pick<LayoutData, "admin" | "can">) {
  return (
    <>
      {can.manageAdministrators ? (
        <Link
          to="/admin/administrators"
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          Administrators
        </Link>
      ) : null}
      <Link to="/admin/audit" className={buttonVariants({ variant: "ghost", size: "sm" })}>
        Audit log
      </Link>
      <span className="hidden text-sm text-slate-600 sm:inline">
        <span dir="auto">{admin.name}</span> ({ADMIN_ROLE_LABELS[admin.role].label})
      </span>
      <LogoutButton />
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell actions={<ShellActions admin={loaderData.admin} can={loaderData.can} />}>
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
  // Present when the layout's own loader succeeded: a page below failed or refused.
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const actions = layout ? <ShellActions admin={layout.admin} can={layout.can} /> : undefined;
  // No valid session: every admin page shows the gate (its loader answered 401, no data).
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <AdminShell>
        <AdminGate redirectTo={location.pathname + location.search} />
      </AdminShell>
    );
  }
  // Signed in, but this role may not (issue #14): an admin page saying so, not the gate.
  if (isRouteErrorResponse(error) && error.status === 403) {
    const refusal = error.data as { title?: string; description?: string } | null;
    return (
      <AdminShell actions={actions}>
        <div role="alert" className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-6">
          <h1 className="text-xl font-bold text-amber-900">{refusal?.title ?? "Not allowed"}</h1>
          <p className="text-amber-950">
            {refusal?.description ?? "Your role does not allow this. Ask an owner if you need it."}
          </p>
          <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
            Back to Dashboard
          </Link>
        </div>
      </AdminShell>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <AdminShell actions={actions}>
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-xl font-bold text-red-800">Unexpected Application Error!</h1>
        <p className="mt-2 text-red-900">{message}</p>
      </div>
    </AdminShell>
  );
}
