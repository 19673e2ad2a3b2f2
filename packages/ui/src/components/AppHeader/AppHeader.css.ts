import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, media, size, space, zIndex } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';
import { stickyTop } from '../../styles/sticky.css.ts';
import { appHeaderBarHeight as barHeight } from './metrics.ts';

/** Inline padding of the header's row; `main` has the same, so that their edges line up. */
const gutter = {
  paddingInline: space['4'],
  '@media': {
    [media.tablet]: { paddingInline: space['6'] },
    [media.desktop]: { paddingInline: space['8'] },
  },
} as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@media': { [media.desktop]: { vars: { [stickyTop]: `calc(${barHeight} + 1px)` } } },
});

/** On a wide screen it stays at the top of the window (a phone keeps its height for the page). */
export const header = style({
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.xs,
  '@media': {
    [media.desktop]: { position: 'sticky', top: 0, zIndex: zIndex.header },
  },
});

/** Brand at the start, actions at the end; on narrow phones the actions wrap onto a second line. */
export const bar = style({
  ...gutter,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: space['4'],
  rowGap: space['2'],
  width: '100%',
  maxWidth: size.content,
  minHeight: barHeight,
  marginInline: 'auto',
  paddingBlock: space['2'],
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: space['2.5'],
  minWidth: 0,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space['3'],
  minWidth: 0,
});

/** The content column: centred, at most `size.content` wide. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['6'],
  flex: 1,
  width: '100%',
  maxWidth: size.content,
  marginInline: 'auto',
  paddingBlock: space['6'],
  paddingInline: space['4'],
  '@media': {
    [media.tablet]: { paddingInline: space['6'] },
    [media.desktop]: { paddingBlock: space['8'], paddingInline: space['8'] },
  },
});
