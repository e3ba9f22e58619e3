import { encode } from 'uqr';

/** Light modules around the code, as the QR standard asks, so cameras find its edges. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path (uqr computes the modules; nothing is fetched). The encoded
 * text is on `data-qr-text`, which the browser test reads back and decodes from the pixels.
 */
export function QrCode({ text, label, size = 224 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const extent = modules + QUIET_ZONE * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#0c1716" />
    </svg>
  );
}
