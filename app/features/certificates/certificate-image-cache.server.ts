// Rendered certificate images kept in this process (issue #16, decision 0031). A certificate never
// changes once issued (its own copy of name, titles and date), so its image in a language is the
// same bytes for as long as this build runs: one render (about 35 ms of CPU here, 37 KB) serves
// every later request. The caller has already checked that the code is live: a revoked code never
// reaches this.
import { DrawnImages } from "~/.server/images/drawn-images";
import { renderCertificateImage, type CertificateImageText } from "./certificate-image.server";

const images = new DrawnImages(64);

export function cachedCertificateImage(key: string, text: CertificateImageText): Promise<Buffer> {
  return images.get(key, () => renderCertificateImage(text));
}
