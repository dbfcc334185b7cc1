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
import { ADMIN_NAV_LINK_CLASS, AdminShell } from "~/components/layout/admin-shell";
import { Toaster, useToast } from "~/components/ui/toast";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import { LogoutButton } from "~/features/admin-auth/logout-button";
import { adminLocaleOf } from "~/features/admin-auth/admin-locale.server";
import { getAdminSession } from "~/features/admin-auth/require-admin.server";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { isLocale, type Locale } from "~/i18n/locales";
import { isAdminRole, permissionsOf } from "~/lib/admin-roles";
import type { AdminToastKey } from "~/lib/admin-toasts";
import { buttonVariants } from "~/components/ui/button";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "dash.title", { withAdmin: false }) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Any signed-in administrator; each page below checks its own role (issue #14). Signed out,
  // the gate is shown in the language chosen on this browser (issue #27): the 401 carries it.
  const session = await getAdminSession(request, context);
  const locale = await adminLocaleOf(request, context, session);
  if (!session) throw data({ locale }, { status: 401 });
  const { admin } = session;
  const flash = takeFlash(request);
  return data(
    {
      toast: flash.toast,
      admin: { name: admin.name, role: admin.role },
      can: permissionsOf(admin.role),
      locale,
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

/** Shows the one-time message a redirect left (e.g. 'Course saved' after Save). */
function FlashToast({ toast }: { toast: AdminToastKey | null }) {
  const show = useToast();
  const { t } = useAdminI18n();
  useEffect(() => {
    if (toast)
      show({ title: t(`toast.${toast}.title`), description: t(`toast.${toast}.description`) });
  }, [toast, show, t]);
  return null;
}

type LayoutData = Route.ComponentProps["loaderData"];

/** The header's right side: the links this role may use, who is signed in, Log out. */
function ShellActions({ admin, can }: Pick<LayoutData, "admin" | "can">) {
  const { t } = useAdminI18n();
  return (
    <>
      {can.manageAdministrators ? (
        <Link to="/admin/administrators" className={ADMIN_NAV_LINK_CLASS}>
          {t("shell.administrators")}
        </Link>
      ) : null}
      {/* Classes (issue #29): owners and teachers; a teacher sees only the links they may use. */}
      {can.teachClasses ? (
        <Link to="/admin/classes" className={ADMIN_NAV_LINK_CLASS}>
          {t("shell.classes")}
        </Link>
      ) : null}
      {can.viewAuditLog ? (
        <Link to="/admin/audit" className={ADMIN_NAV_LINK_CLASS}>
          {t("shell.auditLog")}
        </Link>
      ) : null}
      {can.manageSettings ? (
        <Link to="/admin/settings" className={ADMIN_NAV_LINK_CLASS}>
          {t("shell.settings")}
        </Link>
      ) : null}
      <span className="px-3 py-2 text-sm text-slate-600 md:p-0">
        <span dir="auto">{admin.name}</span> ({t(`role.${admin.role}`)})
      </span>
      <LogoutButton />
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      locale={loaderData.locale}
      actions={<ShellActions admin={loaderData.admin} can={loaderData.can} />}
    >
      {/* Inside the shell, so toasts read left to right in English like the rest of the admin. */}
      <Toaster>
        <FlashToast toast={loaderData.toast} />
        <Outlet />
      </Toaster>
    </AdminShell>
  );
}

/** The refusal page's words: the role's own sentence when the 403 names the role. */
function Refusal({ role }: { role: unknown }) {
  const { t } = useAdminI18n();
  return (
    <div role="alert" className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-6">
      <h1 className="text-xl font-bold text-amber-900">{t("error.notAllowed")}</h1>
      <p className="text-amber-950">
        {typeof role === "string" && isAdminRole(role)
          ? t("error.notAllowedRole", { role: t(`role.${role}`) })
          : t("error.notAllowedDescription")}
      </p>
      <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
        {t("error.backToDashboard")}
      </Link>
    </div>
  );
}

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useAdminI18n();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t("error.unknown");
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
      <h1 className="text-xl font-bold text-red-800">{t("error.unexpected")}</h1>
      <p className="mt-2 text-red-900">{message}</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // Present when the layout's own loader succeeded: a page below failed or refused.
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const actions = layout ? <ShellActions admin={layout.admin} can={layout.can} /> : undefined;
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  const field = (name: string): unknown =>
    body && typeof body === "object" && name in body
      ? (body as Record<string, unknown>)[name]
      : null;
  const sentLocale = field("locale");
  const locale: Locale = layout?.locale ?? (isLocale(sentLocale) ? sentLocale : "en");
  // No valid session: every admin page shows the gate (the layout's loader answered 401).
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <AdminShell locale={locale}>
        <AdminGate redirectTo={location.pathname + location.search} />
      </AdminShell>
    );
  }
  // Signed in, but this role may not (issue #14): an admin page saying so, not the gate.
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AdminShell locale={locale} actions={actions}>
        <Refusal role={field("role")} />
      </AdminShell>
    );
  }
  return (
    <AdminShell locale={locale} actions={actions}>
      <UnexpectedError error={error} />
    </AdminShell>
  );
}
