import * as page from '../layout/page.css.ts';
import * as styles from './FieldPlaceholder.css.ts';

/** The room of a labelled field (and its description) while its widget's code is on its way. */
export function FieldPlaceholder({ description }: { description?: string }) {
  return (
    <div className={styles.field} aria-hidden="true">
      <div className={page.fieldPlaceholder} />
      {description !== undefined && <div className={styles.description}>{description}</div>}
    </div>
  );
}
