// GET /media/captions/:lessonId/:locale.vtt (issue #28): an uploaded lesson's captions, for the
// <track> of its player. No UI.
import { lessonCaptionsResponse } from "~/features/player/lesson-captions.server";
import type { Route } from "./+types/lesson-captions";

export function loader({ context, params }: Route.LoaderArgs) {
  return lessonCaptionsResponse(context.db, params.lessonId, params.file);
}
