// Sign-out for the admin header. A POST, never a link: a GET must not change anything, and a
// cross-site page cannot sign the administrator out (server/app.ts checks the Origin).
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export function LogoutButton() {
  return (
    <Form method="post" action="/admin/logout">
      <Button type="submit" variant="outline" size="sm">
        Log out
      </Button>
    </Form>
  );
}
