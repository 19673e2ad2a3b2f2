import { useState } from 'react';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

const avatarTones = ['accent', 'info', 'positive', 'caution', 'critical', 'neutral'] as const;

/** Up to two letters: the first letters of the first two words ('Дилноза Рахимова' -> 'ДР'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** The same name always gets the same colour. */
const toneOf = (name: string) => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return avatarTones[hash % avatarTones.length] ?? 'neutral';
};

export interface AvatarProps {
  /** The person's full name: the accessible name, the initials and the colour come from it. */
  name: string;
  /** A photo; the initials show while it loads and if it fails. */
  src?: string;
  size?: AvatarSize;
  /** Hide it from assistive technology when the name is written beside it (a profile menu). */
  isDecorative?: boolean;
}

/** A person's photo or initials in a circle, coloured by the name. */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== failedSrc;
  const a11y = isDecorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span className={styles.avatar({ size, tone: toneOf(name) })} {...a11y}>
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
