// What a donor-report figure reads as (issue #29, decision 0051), on the printed sheet and in the
// CSV alike: a number, '< 5', 'withheld' or '—', in the report's language. Safe on both sides.
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { ShownFigure } from "./class-report-suppression";

/** The report's figures, in the order of its columns. */
export const REPORT_FIGURES = [
  "enrolled",
  "active7",
  "active30",
  "completed",
  "certificates",
  "medianScore",
] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/** The cell's text; `percent` for the median score. `plain`: digits only (a CSV cell). */
export function figureText(
  { t }: Pick<AdminTranslator, "t">,
  figure: ShownFigure,
  { percent = false, plain = false }: { percent?: boolean; plain?: boolean } = {},
): string | number {
  switch (figure.kind) {
    case "value":
      if (plain) return figure.value;
      return percent ? t("classReport.percent", { value: figure.value }) : String(figure.value);
    case "small":
      return t("classReport.small");
    case "withheld":
      return t("classReport.withheld");
    case "none":
      return t("classReport.none");
  }
}
