// Sign-out for the admin header. A POST, never a link: a GET must not change anything, and a
// cross-site page cannot sign the administrator out (server/app.ts checks the Origin).
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";

export function LogoutButton() {
  const { t } = useAdminI18n();
  return (
    <Form method="post" action="/admin/logout">
      <Button type="submit" variant="outline" size="sm">
        {t("shell.logOut")}
      </Button>
    </Form>
  );
}
