// The site's contact details: the footer shows them on every public page, and the terms and the
// privacy page name them as the way to reach whoever runs the site (issue #17). The same in every
// language: not words, so not in the catalogues. The telephone and WhatsApp numbers are the
// operator's (SUPPORT_PHONE, SUPPORT_WHATSAPP, issue #27): a site with none set shows none, never
// a made-up one.
import { formatPhoneForReading } from "./format-phone";

export const CONTACT_EMAIL = "info@maarifa.mr";

/** SUPPORT_PHONE and SUPPORT_WHATSAPP as env.ts keeps them (E.164), or null when unset. */
export interface SupportContact {
  phone: string | null;
  whatsapp: string | null;
}

export const NO_SUPPORT_CONTACT: SupportContact = { phone: null, whatsapp: null };

/** `tel:+22222123456`: dialled as it is, from Mauritania or abroad. */
export const telHref = (e164: string) => `tel:${e164}`;

/** WhatsApp's own click-to-chat address: the number's digits, without the `+`. */
export const whatsappHref = (e164: string) => `https://wa.me/${e164.slice(1)}`;

/** The number as a person reads it (`+222 22 12 34 56`); callers isolate it (decision 0027). */
export const readablePhone = (e164: string) => formatPhoneForReading(e164);
