// What the pages of one-time links answer (decision 0035): /admin/invite/:token,
// /admin/reset/:token and /reset-password (whose token waits in a cookie). Each reads its token,
// asks its feature what the link is, and shows either its form or why the link cannot be used.
// The HTTP status of that "unusable link" state is the same rule everywhere, kept here.
import { data } from "react-router";

/**
 * The status of a link page that cannot show its form: a visit without a link is just the page
 * (200); a link that never was ours, 404 (the learners' page says 410, as it always has: its
 * token came from a cookie, not from an address that could be mistyped); any other, used,
 * expired, withdrawn or taken, is gone (410).
 */
export function unusableLinkStatus(
  reason: string,
  { unknown = 404 }: { unknown?: 404 | 410 } = {},
): 200 | 404 | 410 {
  if (reason === "missing") return 200;
  return reason === "unknown" ? unknown : 410;
}

/**
 * A link page's loader answer: what `page` makes of a usable link, or why it cannot be used
 * (`{ usable: false, reason }`) with its status; `common` in both (e.g. the page's language).
 */
export function linkPageAnswer<
  State extends { status: string },
  Page extends Record<string, unknown>,
  Common extends Record<string, unknown> = Record<never, never>,
>(
  state: State,
  page: (valid: Extract<State, { status: "valid" }>) => Page,
  common: Common = {} as Common,
) {
  if (state.status === "valid") {
    return {
      ...common,
      usable: true as const,
      ...page(state as Extract<State, { status: "valid" }>),
    };
  }
  const reason = state.status as Exclude<State["status"], "valid">;
  return data(
    { ...common, usable: false as const, reason },
    { status: unusableLinkStatus(reason) },
  );
}

/**
 * A link form's refused POST: the password's field errors (the form again), or why the link can
 * no longer be used (the page says so instead of the form).
 */
export function refusedLinkForm<Errors, Reason extends string>(
  status: number,
  refusal: { errors: Errors } | { reason: Reason },
) {
  return "errors" in refusal
    ? data({ errors: refusal.errors, reason: null }, { status })
    : data({ errors: null, reason: refusal.reason }, { status });
}
