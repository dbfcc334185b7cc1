// Reading a QR code back in tests (issue #27): the image (a PNG, or an SVG rasterised by sharp at
// `density`) flattened on white and handed to the `qr` package's own decoder as RGBA pixels.
import decodeQR from "qr/decode.js";
import sharp from "sharp";

export async function decodeQrIn(image: Buffer, density?: number): Promise<string> {
  const { data, info } = await sharp(image, density ? { density } : {})
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeQR({ width: info.width, height: info.height, data }, { format: "RGBA" });
}
