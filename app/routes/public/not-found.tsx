import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/layout/error-screens";
import { localizedPageMeta, metaTranslator } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ location }) => {
  const i = metaTranslator(location);
  return localizedPageMeta(i, i.t("error.notFound.title"));
};

// Any path the route map does not know (spec §2): 404. The request's own log line says so, with
// the path (server/request-logging.ts).
export function loader({ context }: Route.LoaderArgs) {
  // An address server/request-guard.ts refused (a broken escape, a NUL): rendered here for a fixed
  // address as the site's own error page, a 400 through root.tsx's boundary (issue #15).
  if (context.refusedAddress) throw data(null, { status: 400 });
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
