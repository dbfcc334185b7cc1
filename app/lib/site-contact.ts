// The site's contact details: the footer shows them on every public page, and the terms name them
// as the way to reach whoever runs the site (issue #17). The same in every language: not words,
// so not in the catalogues.
export const CONTACT_EMAIL = "info@maarifa.mr";
export const CONTACT_PHONE = "+222 00 00 00 00";
