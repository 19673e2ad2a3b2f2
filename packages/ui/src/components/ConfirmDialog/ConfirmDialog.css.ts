import { style } from '@vanilla-extract/css';
import { space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['3'],
  color: vars.color.textMuted,
});
