// Tests that read a page's HTML look for a feature's message as the Arabic page shows it.
import type { Message } from "../message";
import { translatorFor } from "../translator";

export function arabicText({ key, values }: Message): string {
  return translatorFor("ar").t(key, values);
}
