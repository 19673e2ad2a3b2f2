import { useId, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './Card.css.ts';

export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardElevations = ['flat', 'raised', 'floating'] as const;
export type CardElevation = (typeof cardElevations)[number];

export interface CardProps {
  children: ReactNode;
  /** A title at the top; the card then becomes a region named by it. */
  title?: string;
  /** The outline level of the title. Default 2. */
  titleLevel?: HeadingLevel;
  /** A line under the title. */
  description?: ReactNode;
  /** Inner spacing: `md` (default), `lg` for forms standing alone, `none` for tables. */
  padding?: CardPadding;
  /** `raised` (default) lifts it slightly off the canvas; `floating` for a lone card (sign-in). */
  elevation?: CardElevation;
}

/** A surface that groups related content, with an optional title. */
export function Card({
  children,
  title,
  titleLevel = 2,
  description,
  padding = 'md',
  elevation = 'raised',
}: CardProps) {
  const titleId = useId();
  const className = styles.card({ padding, elevation });
  if (title === undefined) return <div className={className}>{children}</div>;
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Heading level={titleLevel} size={titleLevel <= 2 ? 'lg' : 'md'} id={titleId}>
          {title}
        </Heading>
        {description !== undefined && (
          <Text tone="muted" as="div">
            {description}
          </Text>
        )}
      </header>
      {children}
    </section>
  );
}
