import { describe, expect, it } from "vitest";
import { whatsAppChatLink } from "./whatsapp-link";

describe("whatsAppChatLink", () => {
  it("takes the number's digits and encodes the message, link included", () => {
    expect(whatsAppChatLink("+22222123456", "افتح: https://x.mr/reset-password/a?b=c&d")).toBe(
      `https://wa.me/22222123456?text=${encodeURIComponent("افتح: https://x.mr/reset-password/a?b=c&d")}`,
    );
  });

  it("gives nothing for a number without digits", () => {
    expect(whatsAppChatLink("", "x")).toBeNull();
  });
});
