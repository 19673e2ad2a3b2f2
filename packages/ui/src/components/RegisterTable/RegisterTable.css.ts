import { fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import {
  duration,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  space,
  zIndex,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';
import { stickyTop } from '../../styles/sticky.css.ts';

/** Every row (and the header) is this tall: the virtualizer relies on it. */
export const ROW_HEIGHT = 40;
export const CHECKBOX_COLUMN_WIDTH = 44;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['2'],
  width: '100%',
  minWidth: 0,
});

/**
 * The table's frame. By default it fills the page: the page scrolls, and the header row sticks under the app
 * header (`stickyTop`). `overflow: clip` rounds the corners without making a scroll box, which would hold the
 * sticky header. A table wider than the frame (a phone) scrolls sideways in it instead (`data-overflows`); its
 * header row then follows the page's scrolling by a transform (`head`).
 */
export const scroller = style({
  position: 'relative',
  overflow: 'clip',
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  backgroundColor: vars.color.surface,
  // Where sticky parts stop (read by the table; and scrolled into view, the table stays clear of them).
  scrollMarginTop: fallbackVar(stickyTop, '0px'),
  selectors: { '&[data-overflows]': { overflowX: 'auto', overflowY: 'hidden' } },
});

/** An embedded table of a fixed height (`height`): a scroll box of its own, its header sticks at its top. */
export const scrollBox = style({
  overflow: 'auto',
  overscrollBehavior: 'contain',
  vars: { [stickyTop]: '0px' },
  // Below the fold (a phone, with the filters above) its rows are neither laid out nor painted until it is
  // scrolled near; until then it holds its full height (`containIntrinsicHeight`, set with `maxHeight`).
  contentVisibility: 'auto',
  selectors: { '&[data-overflows]': { overflowY: 'auto' } },
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.text,
  outline: 'none',
});

/** Moved by the table itself while it scrolls sideways (see `RegisterTable`). */
export const head = style({ position: 'relative', zIndex: zIndex.raised });

export const headerCell = style({
  position: 'sticky',
  top: fallbackVar(stickyTop, '0px'),
  selectors: { [`${scroller}[data-overflows] &`]: { top: 0 } },
  zIndex: zIndex.raised,
  height: ROW_HEIGHT,
  paddingInline: space['2.5'],
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: fontWeight.semibold,
  textAlign: 'start',
  // Two lines of text fit the row's height as they are.
  paddingBlock: 0,
  overflow: 'hidden',
});

/** Header text wraps onto a second line, then ends in '…' (the full text shows as a title on hover). */
export const headerText = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // Lines break between words only: beside a sort icon, too, 'ID' stays whole (a word wider than the column is
  // cut by the header cell, and shows as a title).
  minWidth: 'min-content',
  textAlign: 'inherit',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space['1'],
  maxWidth: '100%',
  margin: 0,
  padding: `0 ${space['1']}`,
  marginInline: `calc(-1 * ${space['1']})`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
  },
});

export const sortIcon = style({ width: '0.875rem', height: '0.875rem', flexShrink: 0 });

export const cell = style({
  height: ROW_HEIGHT,
  paddingInline: space['2.5'],
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const alignEnd = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const checkboxCell = style({ paddingInline: space['3'], textAlign: 'center' });

export const checkbox = style({
  width: '1rem',
  height: '1rem',
  margin: 0,
  verticalAlign: 'middle',
  accentColor: vars.color.accent,
  cursor: 'pointer',
});

/** A data row: tinted when selected, outlined when it is the keyboard's active row. */
export const row = recipe({
  base: {
    height: ROW_HEIGHT,
    backgroundColor: vars.color.surface,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      // The active row shows only while the grid has keyboard focus.
      [`${table}:focus-visible &[data-active]`]: {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
  variants: {
    isSelected: {
      true: {
        backgroundColor: vars.color.accentSoft,
        selectors: { '&:hover': { backgroundColor: vars.color.accentSoftHover } },
      },
      false: {},
    },
    /** A click opens the row. */
    isClickable: { true: { cursor: 'pointer' }, false: {} },
  },
  defaultVariants: { isSelected: false, isClickable: false },
});

/** The key cell's link: the row's own colour, underlined while the row is pointed at. */
export const keyLink = style({
  color: vars.color.accentText,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  selectors: {
    'tr:hover &': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(forced-colors: active)': { textDecoration: 'underline' } },
});

export const messageCell = style({
  height: ROW_HEIGHT * 3,
  textAlign: 'center',
  color: vars.color.textMuted,
});

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  display: 'block',
  height: '0.75rem',
  width: '70%',
  borderRadius: radius.sm,
  backgroundColor: vars.color.neutralSoftHover,
  animation: `${shimmer} 1.4s ${duration.slow} ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const selectionBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space['3'],
  paddingInline: space['3'],
  paddingBlock: space['1.5'],
  borderRadius: radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});

const flagBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space['1'],
  paddingInline: space['2'],
  paddingBlock: space['0.5'],
  borderRadius: radius.full,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: fontWeight.medium,
  '@media': { print: { border: '0.5pt solid black' } },
});

/** Printed / approved are positive; not printed is neutral, draft is caution. */
export const flag = styleVariants({
  positive: [flagBase, { backgroundColor: vars.color.positiveSoft, color: vars.color.positiveText }],
  neutral: [flagBase, { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralText }],
  caution: [flagBase, { backgroundColor: vars.color.cautionSoft, color: vars.color.cautionText }],
});

export const flagIcon = style({ width: '0.75rem', height: '0.75rem', flexShrink: 0 });

export type RowVariants = NonNullable<RecipeVariants<typeof row>>;
