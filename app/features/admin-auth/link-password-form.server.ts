// The POST of an administrator's one-time link page (an invite, a password reset; decision
// 0035): the two passwords go to the link's feature function; used, the browser is signed in and
// sent to /admin with "access granted"; refused, the page shows the field errors or why the link
// no longer works.
import { redirect } from "react-router";
import { refusedLinkForm } from "~/.server/auth/one-time-link-route";
import { setFlash } from "~/.server/flash";
import { readForm } from "~/.server/http/read-form";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { AcceptFieldErrors, LinkPasswordInput } from "./admin-invites.server";
import { readAdminDeviceToken, signedInHeaders } from "./admin-session.server";

export type LinkPasswordOutcome<Reason extends string> =
  | { ok: true; token: string; deviceToken: string }
  | { ok: false; status: number; errors: AcceptFieldErrors }
  | { ok: false; status: number; reason: Reason };

export async function submitLinkPassword<Reason extends string>(
  request: Request,
  clientIp: string,
  /** The page's language, for the password's field errors. */
  t: AdminTranslator,
  spend: (input: LinkPasswordInput) => Promise<LinkPasswordOutcome<Reason>>,
) {
  const form = await readForm(request);
  const result = await spend({
    password: form.password,
    confirm: form.confirm,
    deviceToken: readAdminDeviceToken(request),
    ip: clientIp,
    t,
  });
  if (!result.ok) return refusedLinkForm(result.status, result);
  const headers = signedInHeaders(request, result);
  headers.append("Set-Cookie", setFlash(request, "access-granted"));
  return redirect("/admin", { headers });
}
