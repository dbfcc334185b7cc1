// A QR code drawn as SVG (issue #27): the certificate's verification address, sharp at any size on
// screen and on paper. The modules are encoded on the server (certificate-qr.server.ts); this
// draws their path on a white square with the four-module quiet zone scanners need.
export interface QrCode {
  /** Modules a side, without the quiet zone. */
  size: number;
  /** The dark modules as one SVG path, in module units. */
  path: string;
  /** The modules themselves (true: dark), row by row. */
  modules: boolean[][];
}

const QUIET = 4;

export function QrCodeSvg({
  code,
  label,
  className,
}: {
  code: Pick<QrCode, "size" | "path">;
  label: string;
  className?: string;
}) {
  const side = code.size + 2 * QUIET;
  return (
    <svg
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-certificate-qr
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
