import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * What is in progress, read by screen readers ('Загрузка…'). Without it the spinner is
   * decorative (hidden from assistive technology): use that only when something else tells.
   */
  label?: string;
  size?: SpinnerSize;
}

function SpinnerGraphic() {
  return (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An indeterminate progress indicator, inheriting the text colour: a native `progressbar` role with no value
 * (indeterminate by ARIA's definition). Plain markup so the sign-in screen carries no React Aria.
 */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const className = styles.spinner({ size });
  if (label === undefined) {
    return (
      <span className={className} aria-hidden="true">
        <SpinnerGraphic />
      </span>
    );
  }
  return (
    <span role="progressbar" aria-label={label} className={className}>
      <SpinnerGraphic />
    </span>
  );
}
