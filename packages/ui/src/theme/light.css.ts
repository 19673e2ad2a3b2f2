import { createTheme } from '@vanilla-extract/css';
import { palette as p, shadow } from '../tokens/index.ts';
import { vars, type ThemeValues } from './contract.css.ts';

/** The light theme's values: exported so that tests can check their contrast. */
export const lightThemeValues = {
  colorScheme: 'light',
  color: {
    background: p.gray[50],
    surface: p.white,
    surfaceSunken: p.gray[100],
    surfaceHover: p.gray[50],
    backdrop: 'rgb(16 19 26 / 0.45)',
    text: p.gray[900],
    textMuted: p.gray[600],
    textSubtle: p.gray[500],
    textDisabled: p.gray[400],
    border: p.gray[200],
    borderStrong: p.gray[450],
    focusRing: p.indigo[600],
    selection: p.indigo[100],

    neutral: p.gray[800],
    neutralHover: p.gray[900],
    neutralSoft: p.gray[100],
    neutralSoftHover: p.gray[150],
    neutralText: p.gray[700],
    onNeutral: p.white,

    accent: p.indigo[600],
    accentHover: p.indigo[700],
    accentSoft: p.indigo[50],
    accentSoftHover: p.indigo[100],
    accentText: p.indigo[700],
    onAccent: p.white,

    critical: p.red[600],
    criticalHover: p.red[700],
    criticalSoft: p.red[50],
    criticalSoftHover: p.red[100],
    criticalText: p.red[700],
    onCritical: p.white,

    positive: p.green[600],
    positiveHover: p.green[700],
    positiveSoft: p.green[50],
    positiveSoftHover: p.green[100],
    positiveText: p.green[700],
    onPositive: p.white,

    caution: p.amber[400],
    cautionHover: p.amber[500],
    cautionSoft: p.amber[50],
    cautionSoftHover: p.amber[100],
    cautionText: p.amber[800],
    onCaution: p.gray[950],

    info: p.blue[700],
    infoHover: p.blue[800],
    infoSoft: p.blue[50],
    infoSoftHover: p.blue[100],
    infoText: p.blue[800],
    onInfo: p.white,
  },
  shadow,
} as const satisfies ThemeValues;

/** Class name of the light theme: put it on `<html>` (or any subtree) to apply the theme. */
export const lightTheme = createTheme(vars, lightThemeValues, 'light');
