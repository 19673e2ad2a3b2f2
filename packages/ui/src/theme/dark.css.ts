import { createTheme } from '@vanilla-extract/css';
import { palette as p, shadowOnDark } from '../tokens/index.ts';
import { vars, type ThemeValues } from './contract.css.ts';

/**
 * The dark theme's values: exported so that tests can check their contrast. Surfaces step up
 * in lightness (background < surface < hover); solid tone fills are the light 300–400 steps
 * with near-black text on them, soft tints are the deep 900–950 steps.
 */
export const darkThemeValues = {
  colorScheme: 'dark',
  color: {
    background: p.gray[975],
    surface: p.gray[900],
    surfaceSunken: p.gray[950],
    surfaceHover: p.gray[800],
    backdrop: 'rgb(0 0 0 / 0.6)',
    text: p.gray[50],
    textMuted: p.gray[300],
    textSubtle: p.gray[400],
    textDisabled: p.gray[500],
    border: p.gray[800],
    borderStrong: p.gray[450],
    focusRing: p.indigo[400],
    selection: p.indigo[900],

    neutral: p.gray[200],
    neutralHover: p.gray[100],
    neutralSoft: p.gray[800],
    neutralSoftHover: p.gray[700],
    neutralText: p.gray[200],
    onNeutral: p.gray[950],

    accent: p.indigo[400],
    accentHover: p.indigo[300],
    accentSoft: p.indigo[950],
    accentSoftHover: p.indigo[900],
    accentText: p.indigo[300],
    onAccent: p.gray[950],

    critical: p.red[400],
    criticalHover: p.red[300],
    criticalSoft: p.red[950],
    criticalSoftHover: p.red[900],
    criticalText: p.red[300],
    onCritical: p.gray[950],

    positive: p.green[400],
    positiveHover: p.green[300],
    positiveSoft: p.green[950],
    positiveSoftHover: p.green[900],
    positiveText: p.green[300],
    onPositive: p.gray[950],

    caution: p.amber[400],
    cautionHover: p.amber[300],
    cautionSoft: p.amber[950],
    cautionSoftHover: p.amber[900],
    cautionText: p.amber[300],
    onCaution: p.gray[950],

    info: p.blue[400],
    infoHover: p.blue[300],
    infoSoft: p.blue[950],
    infoSoftHover: p.blue[900],
    infoText: p.blue[300],
    onInfo: p.gray[950],
  },
  shadow: shadowOnDark,
} as const satisfies ThemeValues;

/** Class name of the dark theme: put it on `<html>` (or any subtree) to apply the theme. */
export const darkTheme = createTheme(vars, darkThemeValues, 'dark');
