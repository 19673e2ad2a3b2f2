import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.ts';

/** The elements a Box may render as: layout and landmark elements only. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'form',
  'p',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps
  extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'>, Sprinkles {
  /** The element to render. Default `div`. */
  as?: BoxElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive: an element whose spacing, flex layout and surface come from the
 * design tokens through sprinkles props (`padding="4"`, `gap={{ mobile: '2', desktop: '4' }}`,
 * `background="surface"`). No `className` or `style`: compose, don't override.
 */
export function Box({ as = 'div', children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(as, { ...native, className: sprinkles(atoms as Sprinkles) }, children);
}
