// An image answer from a loader (certificate and share card images).
export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.length) },
  });
}
