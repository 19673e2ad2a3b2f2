import * as page from '../layout/page.css.ts';
import * as styles from './FieldPlaceholder.css.ts';

/** The room of a labelled field (and of its one-line description) while its widget's code is on its way. */
export function FieldPlaceholder({ withDescription = false }: { withDescription?: boolean }) {
  return (
    <div className={styles.field} aria-hidden="true">
      <div className={page.fieldPlaceholder} />
      {withDescription && <div className={styles.description} />}
    </div>
  );
}
