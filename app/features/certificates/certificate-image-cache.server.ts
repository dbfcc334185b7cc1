// Rendered certificate images kept in this process (issue #16, decision 0031). A certificate never
// changes once issued (its own copy of name, titles and date), so its image in a language is the
// same bytes for as long as this build runs: one render (about 35 ms of CPU here, 37 KB) serves every later
// request, also those the page cache does not keep (signed-in learners, an added query string).
// The caller has already checked that the code is live: a revoked code never reaches this.
import { renderCertificateImage, type CertificateImageText } from "./certificate-image.server";

const LIMIT = 64;
const images = new Map<string, Promise<Buffer>>();

export function cachedCertificateImage(key: string, text: CertificateImageText): Promise<Buffer> {
  const known = images.get(key);
  if (known) {
    // Most recently used last: the first entry is the one to drop.
    images.delete(key);
    images.set(key, known);
    return known;
  }
  const rendering = renderCertificateImage(text);
  images.set(key, rendering);
  rendering.catch(() => images.delete(key));
  while (images.size > LIMIT) images.delete(images.keys().next().value as string);
  return rendering;
}
