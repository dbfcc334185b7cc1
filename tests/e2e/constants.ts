/** The admin password the e2e server starts with (ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN_PASSWORD = "e2e admin password, long enough";

/** The support numbers the e2e server shows (SUPPORT_PHONE, SUPPORT_WHATSAPP, issue #27). */
export const E2E_SUPPORT_PHONE = "+22245251234";
export const E2E_SUPPORT_WHATSAPP = "+22236123456";
