import { createElement, type ReactNode } from 'react';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const textAligns = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof textAligns)[number];

const defaultSizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps {
  children: ReactNode;
  /** The document outline level (`h1`…`h6`). Default 2. */
  level?: HeadingLevel;
  /** The visual size, independent of the level. Defaults from the level. */
  size?: HeadingSize;
  align?: TextAlign;
  /** For `aria-labelledby` of a region this heading names. */
  id?: string;
}

/** A section heading: the level sets the outline, the size sets the look. */
export function Heading({ children, level = 2, size, align = 'start', id }: HeadingProps) {
  return createElement(
    `h${level}`,
    { id, className: styles.heading({ size: size ?? defaultSizeOfLevel[level], align }) },
    children,
  );
}
