import { useId, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './AuthFrame.css.ts';

export interface AuthFrameProps {
  /** The product's mark and name, above the card (e.g. `<LogoMark /> Karvon`). */
  brand: ReactNode;
  /** The page's `h1` ('Вход в систему'); it also names the form's region. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Under the card: language switch, support contact, copyright. */
  footer?: ReactNode;
}

/**
 * The page frame of the sign-in screens: brand, a centred card with the title and the form,
 * and a footer. Fills the viewport; on phones the card sits at the top, above the keyboard.
 */
export function AuthFrame({ brand, title, description, children, footer }: AuthFrameProps) {
  const titleId = useId();
  return (
    <div className={styles.root}>
      <header className={styles.header}>{brand}</header>
      <main className={styles.main}>
        <section className={styles.panel} aria-labelledby={titleId}>
          <div className={styles.titles}>
            <Heading level={1} size="xl" id={titleId}>
              {title}
            </Heading>
            {description !== undefined && (
              <Text tone="muted" as="div">
                {description}
              </Text>
            )}
          </div>
          {children}
        </section>
      </main>
      {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}
