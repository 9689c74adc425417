// A QR code drawn as SVG from the qrcode package's module matrix: no image request,
// no HTML string injected into the page.
import QRCode from 'qrcode';
import { useMemo } from 'react';

type QrCodeProps = { value: string; label: string; size?: number };

export function QrCode({ value, label, size = 192 }: QrCodeProps) {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const segments: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) segments.push(`M${column + 4} ${row + 4}h1v1h-1z`);
      }
    }
    // Four modules of quiet zone on each side, as scanners expect.
    return { path: segments.join(''), count: modules.size + 8 };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className="rounded-md border border-border bg-white"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
