import { style } from '@vanilla-extract/css';
import { space } from '@karvon/ui';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${space['2']} ${space['6']}` });
