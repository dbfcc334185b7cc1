// The `intent` values of /account's certificate forms (issue #16), shared by the forms and the
// action that tells them apart from the page's other forms.
export const CERTIFICATE_NAME_INTENT = "certificate-name";
export const HIDE_CERTIFICATE_INTENT = "hide-certificate";
