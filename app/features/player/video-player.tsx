import { AlertIcon } from "~/components/ui/icons";
import { youTubeEmbedUrl } from "~/lib/youtube-url";

/** The selected lesson's video through youtube-nocookie.com, or a clear unavailable state. */
export function VideoPlayer({ videoId, title }: { videoId: string | null; title: string }) {
  if (!videoId) {
    return (
      <div
        role="status"
        className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-2xl bg-slate-800 p-6 text-center text-white"
      >
        <AlertIcon className="size-10 text-amber-400" />
        <p className="text-lg font-bold">الفيديو غير متاح</p>
        <p className="text-sm text-slate-300">
          رابط فيديو هذا الدرس غير صالح. جرّب درسًا آخر من القائمة.
        </p>
      </div>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
      <iframe
        key={videoId}
        src={youTubeEmbedUrl(videoId)}
        title={title}
        className="size-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
