// What an uploaded lesson's card shows of its file (issue #28), as first rendered: the choice of
// source, the file's name and length, and its processing state (Processing n% with its bar,
// Ready, or Failed with the translated reason and Retry).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminI18nProvider } from "~/i18n/admin/admin-i18n";
import { formatClock, LessonMediaField, type KnownMedia } from "./lesson-media-field";

const known = (state: Partial<KnownMedia>): KnownMedia => ({
  kind: "video",
  name: "lesson one.mp4",
  status: "queued",
  progress: 0,
  failure: null,
  durationSeconds: 75,
  ...state,
});

const render = (mediaId: string | null, media?: KnownMedia, locale: "en" | "fr" = "en") =>
  renderToStaticMarkup(
    <AdminI18nProvider locale={locale}>
      <LessonMediaField
        itemKey="k1"
        mediaId={mediaId}
        known={media}
        youtubeField={<input aria-label="YouTube URL" />}
        error={undefined}
        onChoose={() => {}}
        onUploaded={() => {}}
        onSessionEnded={() => {}}
      />
    </AdminI18nProvider>,
  );

describe("LessonMediaField", () => {
  it("offers YouTube or Upload video as radio buttons, YouTube's field while it is chosen", () => {
    const html = render(null);
    expect(html).toMatch(/<legend[^>]*>Video source<\/legend>/);
    const youtube = /<input[^>]*value="youtube"[^>]*>/.exec(html)?.[0] ?? "";
    expect(youtube).toContain('type="radio"');
    expect(youtube).toContain('checked=""');
    expect(/<input[^>]*value="upload"[^>]*>/.exec(html)?.[0]).not.toContain("checked");
    expect(html).toContain('aria-label="YouTube URL"');
    expect(render("")).toContain("Video or audio file");
    expect(render("")).toContain('accept="video/*,audio/*,.mp4,.mov,.webm,.mkv,.mp3');
  });

  it("shows a file being processed with its percentage and bar, its name and length", () => {
    const html = render("m1", known({ status: "processing", progress: 42 }));
    expect(html).toContain("lesson one.mp4");
    expect(html).toContain("Duration 1:15");
    expect(html).toContain("Processing 42%");
    expect(html).toMatch(
      /role="progressbar" aria-label="Processing progress"[^>]*aria-valuenow="42"/,
    );
    expect(render("m1", known({ status: "queued" }))).toContain("Processing 0%");
    expect(html).toContain(">Replace<");
  });

  it("says Ready, or Failed with the reason in the admin's language and a Retry", () => {
    expect(render("m1", known({ status: "ready", progress: 100 }))).toContain(">Ready<");
    const failed = render("m1", known({ status: "failed", failure: "timeout" }));
    expect(failed).toContain("Failed");
    expect(failed).toContain("Processing took too long.");
    expect(failed).toContain(">Retry<");
    expect(render("m1", known({ status: "failed", failure: "timeout" }), "fr")).toContain(
      "Le traitement a pris trop de temps.",
    );
  });

  it("formats a length as a player does", () => {
    expect([formatClock(4.2), formatClock(75), formatClock(3725)]).toEqual([
      "0:04",
      "1:15",
      "1:02:05",
    ]);
  });
});
