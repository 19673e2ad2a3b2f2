import { createContainer, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  breakpoints,
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  size,
  space,
  zIndex,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

/**
 * The shell lays itself out by its own width (a container query), not the viewport's: the same
 * rules hold in the app (full width) and in a story frame of any size.
 */
const shell = createContainer();
const wide = `${shell} (min-width: ${breakpoints.desktop}px)`;

const sidebarWidth = '15rem';
const collapsedWidth = '4.25rem';

/** The query container; a container cannot query itself, so the grid is the child below. */
export const root = style({
  containerName: shell,
  containerType: 'inline-size',
  position: 'relative',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@container': {
    [wide]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

/** Off screen until focused by the keyboard, then over the top-left corner. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: space['2'],
  top: space['2'],
  zIndex: zIndex.tooltip,
  paddingBlock: space['2'],
  paddingInline: space['4'],
  borderRadius: radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': {
      transform: 'none',
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The sidebar's column: as tall as the page, so its background and border run down all of it. */
export const sidebar = recipe({
  base: {
    display: 'none',
    flexDirection: 'column',
    overflowX: 'clip',
    backgroundColor: vars.color.surface,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    transition: `width ${duration.normal} ${easing.standard}`,
    '@container': { [wide]: { display: 'flex' } },
    '@media': { [media.forcedColors]: { borderInlineEnd: '1px solid CanvasText' } },
  },
  variants: {
    collapsed: {
      true: { width: collapsedWidth },
      false: { width: sidebarWidth },
    },
  },
  defaultVariants: { collapsed: false },
});

/** What the window shows of the sidebar, kept in view while the page scrolls. */
export const sidebarPanel = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
});

/**
 * The navigation fills the sidebar (or the drawer): the groups scroll on their own when they are taller than the
 * window, the collapse button stays in view at the bottom.
 */
export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  gap: space['2'],
  padding: space['3'],
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['4'],
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const group = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: space['1'] },
  variants: {
    collapsed: {
      // Without visible group names, a line tells the groups apart.
      true: {
        selectors: {
          '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: space['4'] },
        },
      },
      false: {},
    },
  },
  defaultVariants: { collapsed: false },
});

export const groupLabel = style({
  paddingInline: space['3'],
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['0.5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: space['3'],
    minHeight: size.controlMd,
    paddingInline: space['3'],
    paddingBlock: space['1.5'],
    borderRadius: radius.md,
    color: vars.color.textMuted,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    fontWeight: fontWeight.medium,
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentText,
        fontWeight: fontWeight.semibold,
      },
      '&[aria-current="page"]:hover': { backgroundColor: vars.color.accentSoftHover },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: { '&[aria-current="page"]': { outline: '2px solid LinkText', outlineOffset: '-2px' } },
      },
    },
  },
  variants: {
    collapsed: {
      true: { justifyContent: 'center', paddingInline: 0 },
      false: {},
    },
  },
  defaultVariants: { collapsed: false },
});

export const linkIcon = style({ flexShrink: 0, width: size.iconMd, height: size.iconMd });

/** An item without an icon in the collapsed sidebar shows its first letters instead. */
export const monogram = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.iconMd,
  height: size.iconMd,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
});

/** A long label wraps ('Заявки на доставку', 'Buyurtmalarni biriktirish') rather than lose its end. */
export const linkLabel = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.controlMd,
  height: size.controlMd,
  padding: 0,
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
    '&:active': { backgroundColor: vars.color.neutralSoftHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const collapseButton = recipe({
  base: [iconButton],
  variants: {
    collapsed: { true: { alignSelf: 'center' }, false: { alignSelf: 'flex-end' } },
  },
  defaultVariants: { collapsed: false },
});

/** The menu button shows only while the sidebar is hidden (narrow screens). */
export const menuButton = style([iconButton, { '@container': { [wide]: { display: 'none' } } }]);

export const brand = style({ display: 'flex', alignItems: 'center', gap: space['2.5'], minWidth: 0 });

export const content = style({ minWidth: 0 });

/** Where the skip link lands: focusable by script only, without a ring around the whole page. */
export const mainTarget = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['6'],
  outline: 'none',
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${duration.normal} ${easing.enter}` },
    '&[data-exiting]': { animation: `${fadeIn} ${duration.fast} ${easing.exit} reverse` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  width: 'min(18rem, 85vw)',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.xl,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${duration.slow} ${easing.enter}` },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none !important' },
    [media.forcedColors]: { borderInlineEnd: '1px solid CanvasText' },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space['2'],
  paddingBlock: space['2'],
  paddingInline: space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: fontWeight.semibold,
});
