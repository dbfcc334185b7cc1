/**
 * The sign-in field takes an email address or a phone number, and shows what is typed in typed
 * order (the `typed-order` class of app/components/ui/field.tsx, which holds without JavaScript;
 * issue #15): right for a phone number, whose Arabic-Indic digits the bidi algorithm would
 * reorder, and harmless for a Latin address. An address written in Arabic or Hebrew letters would
 * read backwards under it, so the class is lifted while the field holds such a letter.
 */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

export function enhanceTypedOrder(): void {
  for (const field of document.querySelectorAll<HTMLInputElement>("input[data-typed-order]")) {
    const update = () =>
      field.classList.toggle("typed-order", !RIGHT_TO_LEFT_LETTER.test(field.value));
    update();
    field.addEventListener("input", update);
  }
}
