import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '@karvon/ui';

// What the user reads but does not change (phone, role): label over value, nothing that looks typeable.
export const facts = style({ display: 'grid', gap: space['4'], margin: 0 });
export const fact = style({ display: 'grid', gap: space['0.5'] });
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: '0.8125rem' });
globalStyle(`${fact} dd`, { margin: 0 });
