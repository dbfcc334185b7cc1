// A lesson's transcript in the course editor (issue #28): in each language, a text area for text
// typed or pasted, or for a caption file (WebVTT or SRT) read into it from the administrator's
// computer. The server checks a caption file's timings when the course is saved and says which
// line is wrong (`videos.N.transcript.<locale>`); nothing is sent before the save.
import { useState } from "react";
import { TextAreaField, TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { DIRECTIONS, type Locale } from "~/i18n/locales";
import { LIMITS } from "~/lib/course/course-form";
import type { LocalizedText } from "~/lib/localized-text";
import { EDITOR_FIELD_ORDER } from "./localized-text-field";

const CAPTION_ACCEPT = ".vtt,.srt,text/vtt,application/x-subrip,text/plain";

export function TranscriptField({
  path,
  value,
  errorOf,
  onChange,
}: {
  /** `videos.2.transcript`: each language's error is under `${path}.${locale}`. */
  path: string;
  value: LocalizedText;
  errorOf: (path: string) => string | undefined;
  onChange: (locale: Locale, value: string) => void;
}) {
  const { t, locale: adminLocale } = useAdminI18n();
  const [readErrors, setReadErrors] = useState<Partial<Record<Locale, string>>>({});

  function read(locale: Locale, file: File) {
    const reader = new FileReader();
    reader.onload = () => {
      setReadErrors((errors) => ({ ...errors, [locale]: undefined }));
      onChange(locale, typeof reader.result === "string" ? reader.result : "");
    };
    reader.onerror = () =>
      setReadErrors((errors) => ({ ...errors, [locale]: t("transcript.readFailed") }));
    reader.readAsText(file, "utf-8");
  }

  return (
    <div className="space-y-2 md:col-span-2">
      <h4 className="font-bold">{t("transcript.heading")}</h4>
      <p className="text-sm text-slate-600">{t("transcript.hint")}</p>
      <div className="grid gap-3 xl:grid-cols-3">
        {EDITOR_FIELD_ORDER.map((locale) => {
          const language = t(`language.${locale}`);
          const label =
            locale === "en" && adminLocale === "en"
              ? t("transcript.heading")
              : t("text.inLanguage", { name: t("transcript.heading"), language });
          return (
            <div key={locale} className="space-y-2">
              <TextAreaField
                label={label}
                name={`${path}.${locale}`}
                rows={5}
                value={value[locale]}
                maxLength={LIMITS.transcript}
                dir={DIRECTIONS[locale] === "rtl" ? "rtl" : "auto"}
                lang={locale === "en" ? undefined : locale}
                error={errorOf(`${path}.${locale}`) ?? readErrors[locale]}
                onChange={(event) => onChange(locale, event.target.value)}
              />
              <TextField
                label={t("transcript.upload", { language })}
                type="file"
                accept={CAPTION_ACCEPT}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (file) read(locale, file);
                }}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
