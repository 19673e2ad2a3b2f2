import { createElement, type ReactNode } from 'react';
import type { TextAlign } from '../Heading/Heading.tsx';
import * as styles from './Text.css.ts';

export const textElements = ['p', 'span', 'div', 'strong'] as const;
export type TextElement = (typeof textElements)[number];

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = [
  'default',
  'muted',
  'neutral',
  'accent',
  'critical',
  'positive',
  'caution',
  'info',
] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'semibold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps {
  children: ReactNode;
  /** Default `p`. */
  as?: TextElement;
  /** Default `sm` (14px, the body size of the back-office). */
  size?: TextSize;
  /** Semantic colour; every tone meets WCAG AA on surfaces. */
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  id?: string;
}

/** Body text in the type scale and a semantic tone. */
export function Text({
  children,
  as = 'p',
  size = 'sm',
  tone = 'default',
  weight = 'regular',
  align = 'start',
  id,
}: TextProps) {
  return createElement(as, { id, className: styles.text({ size, tone, weight, align }) }, children);
}
