// The dashboard's ways in to export and import (issue #14): 'Export all' and 'Import' in its
// header, 'Export' on each course card. Downloads are plain links (a GET the browser saves as a
// file, with or without JavaScript), never client-side navigations.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";

export const EXPORT_ALL_PATH = "/admin/courses/export";
export const IMPORT_PATH = "/admin/courses/import";
export const exportCoursePath = (courseId: string) =>
  `/admin/courses/${encodeURIComponent(courseId)}/export`;

/** 'Export all' and 'Import', for the dashboard's header. */
export function DashboardTransferActions() {
  const { t } = useAdminI18n();
  return (
    <>
      <a href={EXPORT_ALL_PATH} download className={buttonVariants({ variant: "outline" })}>
        {t("transfer.exportAll")}
      </a>
      <Link to={IMPORT_PATH} className={buttonVariants({ variant: "outline" })}>
        {t("transfer.import")}
      </Link>
    </>
  );
}

/** 'Export' on a course card: that course alone, with its image. */
export function ExportCourseLink({ courseId, title }: { courseId: string; title: string }) {
  const { t } = useAdminI18n();
  return (
    <a
      href={exportCoursePath(courseId)}
      download
      className={buttonVariants({ variant: "outline", size: "sm" })}
      aria-label={t("transfer.exportAria", { title })}
    >
      {t("transfer.export")}
    </a>
  );
}
