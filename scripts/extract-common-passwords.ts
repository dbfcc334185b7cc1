// Writes app/.server/auth/common-passwords.txt: the most common passwords that the learner
// password rules would otherwise accept (8 to 128 characters), most common first, from
// @zxcvbn-ts/language-common's frequency-ordered list (itself drawn from leaked-password
// corpora). Shorter ones are left out: the length rule already refuses them. Run it again only to
// refresh the list: `npx tsx scripts/extract-common-passwords.ts` (issue #6).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import common from "@zxcvbn-ts/language-common";

/** How far down the frequency list to look. */
const TOP = 20_000;

const passwords = (common.dictionary["passwords-common"] as string[]).slice(0, TOP);
const kept = [
  ...new Set(passwords.map((p) => p.toLowerCase()).filter((p) => p.length >= 8 && p.length <= 128)),
];
const out = resolve(import.meta.dirname, "../app/.server/auth/common-passwords.txt");
writeFileSync(out, `${kept.join("\n")}\n`);
console.log(`${kept.length} common passwords of 8+ characters (of the top ${TOP}) → ${out}`);
