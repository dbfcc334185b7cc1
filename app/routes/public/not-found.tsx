import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/layout/error-screens";
import { pageMeta } from "~/lib/site";

export const meta: Route.MetaFunction = () => pageMeta("الصفحة غير موجودة");

// Any path the route map does not know (spec §2): 404, and the path goes to the server log.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 Not Found: ${JSON.stringify(pathname.slice(0, 300))}`);
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
