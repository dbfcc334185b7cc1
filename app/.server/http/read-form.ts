// The fields of a form POST, for actions (issue #12). request.formData() throws a bare TypeError
// on a body that is not a form (no Content-Type, JSON, text…), which used to be a 500 with its
// stack in the log: here it is the client's error it is, a 415 or a 400 with a plain reason.
// Size and text (NUL, lone surrogates) were already checked at the edge (server/request-guard.ts).
import { data } from "react-router";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The form's fields (a field sent twice keeps its last value, as Object.fromEntries does). */
export async function readForm(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await readFormData(request));
}

/** The form as sent, for a form whose fields repeat (a quiz's checkboxes, issue #16). */
export async function readFormData(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    throw data("The request body must be a form", {
      status: 415,
      statusText: "Unsupported Media Type",
    });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read", { status: 400, statusText: "Bad Request" });
  }
}
