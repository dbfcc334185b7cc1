import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/layout/error-screens";
import { pageMeta } from "~/lib/site";

export const meta: Route.MetaFunction = () => pageMeta("الصفحة غير موجودة");

// Any path the route map does not know (spec §2): 404. The request's own log line says so, with
// the path (server/request-logging.ts).
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
