// A wa.me link (issue #27): WhatsApp opens a chat with the number, the message typed in. The
// number is its digits only, country code first, as wa.me requires (no +, spaces or zeros).

/** `https://wa.me/22222123456?text=…` for an E.164 number, or null when it has no digits. */
export function whatsAppChatLink(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
