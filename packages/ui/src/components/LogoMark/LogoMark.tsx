import * as styles from './LogoMark.css.ts';

export const logoMarkSizes = ['sm', 'md', 'lg'] as const;
export type LogoMarkSize = (typeof logoMarkSizes)[number];

export interface LogoMarkProps {
  size?: LogoMarkSize;
}

/**
 * Karvon's mark: a route of three stops in the accent colour. Decorative (aria-hidden):
 * put the product name beside it as text.
 */
export function LogoMark({ size = 'md' }: LogoMarkProps) {
  return (
    <svg className={styles.logoMark({ size })} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className={styles.tile} />
      <path d="M9 22.5 15 16l-6-6.5" className={styles.stroke} />
      <path d="M17 22.5 23 16l-6-6.5" className={styles.strokeSoft} />
    </svg>
  );
}
