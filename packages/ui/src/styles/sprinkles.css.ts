import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, radius, size, space } from '../tokens/index.ts';
import { vars } from '../theme/contract.css.ts';

const spaceWithAuto = { ...space, auto: 'auto' } as const;

/**
 * The layout that can change per breakpoint: `{ mobile: '4', desktop: '8' }`. Only these: each value here is a
 * class per breakpoint, in the stylesheet every page inlines and in the map every page's script carries.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Layout the same at every breakpoint: alignment, margins, sizes. */
const layoutProperties = defineProperties({
  properties: {
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    marginTop: spaceWithAuto,
    marginBottom: spaceWithAuto,
    marginLeft: spaceWithAuto,
    marginRight: spaceWithAuto,
    width: { auto: 'auto', full: '100%' },
    maxWidth: { none: 'none', full: '100%', formNarrow: size.formNarrow, content: size.content },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

/** Colour and shape: semantic names only, the same at every breakpoint. */
const surfaceProperties = defineProperties({
  properties: {
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceSunken: vars.color.surfaceSunken,
      neutralSoft: vars.color.neutralSoft,
      accentSoft: vars.color.accentSoft,
      criticalSoft: vars.color.criticalSoft,
      positiveSoft: vars.color.positiveSoft,
      cautionSoft: vars.color.cautionSoft,
      infoSoft: vars.color.infoSoft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      neutralText: vars.color.neutralText,
      accentText: vars.color.accentText,
      criticalText: vars.color.criticalText,
      positiveText: vars.color.positiveText,
      cautionText: vars.color.cautionText,
      infoText: vars.color.infoText,
    },
    borderRadius: radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, layoutProperties, surfaceProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
