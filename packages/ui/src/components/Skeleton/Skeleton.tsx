import { loadingLabels } from '../LocalizedLabels/loadingLabels.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['lines', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** `lines` of text (default), a `block` (card, chart, image) or a `circle` (avatar). */
  shape?: SkeletonShape;
  /** How many text lines; the last one is shorter. Default 3. */
  lines?: number;
  /** CSS width of a block or circle, e.g. '100%' or '2.5rem'. */
  width?: string;
  /** CSS height of a block (default 8rem); a circle uses `width`. */
  height?: string;
  /** Read by screen readers instead of the shapes; default 'Загрузка…' in the ui language. */
  label?: string;
}

/**
 * A grey placeholder in the shape of content that is loading, so the layout does not jump when
 * it arrives. The shapes are hidden from assistive technology; the wrapper is `aria-busy` and
 * says 'Загрузка…'. Pulses gently, still with reduced motion.
 */
export function Skeleton({ shape = 'lines', lines = 3, width, height, label }: SkeletonProps) {
  const labels = useLocalizedLabels(loadingLabels);
  const count = Math.max(1, Math.round(lines));
  return (
    <div className={styles.root} aria-busy="true" data-skeleton="">
      <span className={visuallyHidden}>{label ?? labels.loading}</span>
      {shape === 'lines' &&
        Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={styles.shape({ kind: 'line' })}
            style={{ width: index === count - 1 && count > 1 ? '60%' : (width ?? '100%') }}
          />
        ))}
      {shape === 'block' && (
        <span
          aria-hidden="true"
          className={styles.shape({ kind: 'block' })}
          style={{ width: width ?? '100%', height: height ?? '8rem' }}
        />
      )}
      {shape === 'circle' && (
        <span
          aria-hidden="true"
          className={styles.shape({ kind: 'circle' })}
          style={{ width: width ?? '2.5rem', height: width ?? '2.5rem' }}
        />
      )}
    </div>
  );
}
