/**
 * Semantic tones. Every tone has the same six slots in the theme contract:
 * - `<tone>`          solid fill (primary buttons, strong badges)
 * - `<tone>Hover`     solid fill when hovered / pressed
 * - `<tone>Soft`      tinted background (soft badges, alerts, selected rows)
 * - `<tone>SoftHover` tinted background when hovered
 * - `<tone>Text`      text and icons in this tone on the surface or on `<tone>Soft` (AA)
 * - `on<Tone>`        text and icons on the solid fill (AA)
 */
export const tones = ['neutral', 'accent', 'critical', 'positive', 'caution', 'info'] as const;
export type Tone = (typeof tones)[number];

export type ToneSlot<T extends Tone = Tone> =
  T | `${T}Hover` | `${T}Soft` | `${T}SoftHover` | `${T}Text` | `on${Capitalize<T>}`;

export type ToneColors = { [K in ToneSlot]: string };

/** Canvas, surfaces, text and borders: the non-tone part of the colour contract. */
export const baseColorSlots = [
  /** The page canvas behind cards and tables. */
  'background',
  /** Cards, inputs, table rows, popovers. */
  'surface',
  /** Wells and disabled controls, a step darker than `surface`. */
  'surfaceSunken',
  /** A hovered row or ghost control on `surface`. */
  'surfaceHover',
  /** Behind dialogs. */
  'backdrop',
  /** Body text. */
  'text',
  /** Secondary text: descriptions, table meta (AA on surface and background). */
  'textMuted',
  /** Placeholders and hints (AA on surface). */
  'textSubtle',
  /** Text of disabled controls (exempt from contrast rules, but still legible). */
  'textDisabled',
  /** Dividers and card outlines. */
  'border',
  /** Control outlines: inputs, secondary buttons (3:1 on surface, WCAG 1.4.11). */
  'borderStrong',
  /** The keyboard focus ring. */
  'focusRing',
  /** Selected text. */
  'selection',
] as const;
export type BaseColorSlot = (typeof baseColorSlots)[number];

export type ThemeColors = { [K in BaseColorSlot]: string } & ToneColors;

export const toneSlotsOf = <T extends Tone>(tone: T): ToneSlot<T>[] => {
  const capitalized = `${tone.charAt(0).toUpperCase()}${tone.slice(1)}` as Capitalize<T>;
  return [tone, `${tone}Hover`, `${tone}Soft`, `${tone}SoftHover`, `${tone}Text`, `on${capitalized}`];
};
