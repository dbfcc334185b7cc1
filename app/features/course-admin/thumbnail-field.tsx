// The course's thumbnail in the editor: a preview with Remove, an upload (use-thumbnail-upload.ts)
// and the address typed directly.
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { LIMITS } from "~/lib/course/course-form";
import type { useThumbnailUpload } from "./use-thumbnail-upload";

export function ThumbnailField({
  url,
  error,
  upload,
  onChange,
}: {
  url: string;
  error: string | undefined;
  upload: ReturnType<typeof useThumbnailUpload>;
  onChange: (url: string) => void;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="space-y-3">
      <p className="text-sm font-bold text-slate-800">{t("thumbnail.heading")}</p>
      {url ? (
        <div className="flex flex-wrap items-end gap-4">
          <img
            src={url}
            alt={t("thumbnail.alt")}
            width={320}
            height={180}
            className="aspect-video w-64 rounded-lg border border-slate-200 object-cover"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              upload.discardUploads(null);
              onChange("");
            }}
          >
            {t("thumbnail.remove")}
          </Button>
        </div>
      ) : null}
      <TextField
        label={t("thumbnail.upload")}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={upload.uploading}
        hint={upload.uploading ? t("thumbnail.uploading") : t("thumbnail.formats")}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void upload.upload(file);
        }}
      />
      <TextField
        label={t("thumbnail.url")}
        name="thumbnailUrl"
        type="url"
        placeholder="https://…"
        value={url}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        maxLength={LIMITS.url}
      />
    </div>
  );
}
