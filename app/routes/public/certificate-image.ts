// /certificates/{code}/image.png: the certificate as an image (issue #16, decision 0031), the
// verification page's og:image, in the page's language (/fr/… and /en/… have their own). Only a
// live code has one: revoked or unknown, 404. Caching is the page handler's, as for the page
// itself (decision 0008: an ETag and 304s, a shared cache may keep it a minute), not "immutable":
// the image must stop answering when its certificate is hidden.
import type { Route } from "./+types/certificate-image";
import { cachedCertificateImage } from "~/features/certificates/certificate-image-cache.server";
import {
  certificateImageText,
  loadPublicCertificate,
} from "~/features/certificates/certificate-page.server";
import { certificatePath } from "~/features/certificates/certificate-text";
import { requestTranslator } from "~/i18n/request-translator.server";
import { absoluteUrl } from "~/.server/absolute-url";
import { pngResponse } from "~/.server/http/png-response";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const certificate = await loadPublicCertificate(context.db, params.code);
  if (!certificate) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const i = requestTranslator(request);
  // The address printed on the image and in its QR code: the page's, in the image's language.
  const url = absoluteUrl(certificatePath(i, certificate.code), request, context);
  const png = await cachedCertificateImage(
    // The URL is part of the key: without PUBLIC_URL it follows the request's origin.
    `${i.locale}:${url}`,
    certificateImageText(i, certificate, url),
  );
  return pngResponse(png);
}
