import { useMemo } from 'react';
import QRCode from 'qrcode';
import * as styles from './QrCode.css.ts';

export const qrErrorCorrectionLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorCorrectionLevel = (typeof qrErrorCorrectionLevels)[number];

export interface QrCodeProps {
  /** What the code holds: an address ('https://karvon.uz/reestr/item/12'), a number. */
  value: string;
  /** Names the picture for screen readers ('QR-код реестра R-2026-1120-01'). */
  label: string;
  /** The printed or drawn side, a CSS length. Default '32mm' (reads well from a phone at arm's length). */
  size?: string;
  /** How much damage it survives: L 7 %, M 15 % (default), Q 25 %, H 30 %. */
  errorCorrectionLevel?: QrErrorCorrectionLevel;
}

/** The dark modules as one SVG path, a unit square each, inside the 4-module quiet zone the standard asks for. */
function pathOf(value: string, errorCorrectionLevel: QrErrorCorrectionLevel) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel });
  const quiet = 4;
  let path = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
  return { path, side: modules.size + quiet * 2 };
}

/**
 * A QR code as crisp vector art (on screen and on paper at any size): the encoding is the `qrcode` library's
 * (ISO/IEC 18004, byte mode, the smallest version that fits), drawn black on white whatever the theme, since a
 * scanner needs the contrast.
 */
export function QrCode({ value, label, size = '32mm', errorCorrectionLevel = 'M' }: QrCodeProps) {
  const { path, side } = useMemo(() => pathOf(value, errorCorrectionLevel), [value, errorCorrectionLevel]);
  return (
    <svg
      className={styles.code}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
