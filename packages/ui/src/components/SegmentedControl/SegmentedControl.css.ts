import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import {
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  size,
  space,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space['2'],
  minWidth: 0,
});

export const label = style({
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${root}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

/** The pill track: segments share its width equally (as wide as the longest label). */
export const track = style({
  display: 'inline-grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: space['0.5'],
  padding: space['0.5'],
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.full,
});

const hovered = '&:hover:not([data-selected]):not([data-disabled])';

/** One option: muted text on the track; the selected one is raised onto the surface. */
export const segment = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    border: '1px solid transparent',
    borderRadius: radius.full,
    color: vars.color.textMuted,
    fontWeight: fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color, box-shadow, border-color',
    transitionDuration: duration.normal,
    transitionTimingFunction: easing.standard,
    selectors: {
      [hovered]: { color: vars.color.text },
      '&[data-selected]': {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
        cursor: 'default',
      },
      '&:has(:focus-visible)': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
      },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&[data-disabled][data-selected]': { boxShadow: 'none' },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: {
          '&[data-selected]': {
            forcedColorAdjust: 'none',
            backgroundColor: 'Highlight',
            borderColor: 'Highlight',
            color: 'HighlightText',
          },
          '&[data-disabled]': { color: 'GrayText' },
        },
      },
    },
  },
  variants: {
    size: {
      sm: {
        // 2rem in all with the track's padding and border.
        minHeight: `calc(${size.controlSm} - 2 * ${space['0.5']} - 2px)`,
        paddingInline: space['3'],
        fontSize: fontSize.xs,
        lineHeight: lineHeight.xs,
      },
      md: {
        minHeight: `calc(${size.controlMd} - 2 * ${space['0.5']} - 2px)`,
        // Narrower on a phone, where the header's switch shares one line with the brand and the profile.
        paddingInline: space['3'],
        '@media': { [media.tablet]: { paddingInline: space['4'] } },
        fontSize: fontSize.sm,
        lineHeight: lineHeight.sm,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SegmentVariants = NonNullable<RecipeVariants<typeof segment>>;
