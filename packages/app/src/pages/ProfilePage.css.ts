import { style } from '@vanilla-extract/css';
import { space } from '@karvon/ui';

// What the user reads but does not change (phone, role): one fact under another, each as the layout draws facts.
export const facts = style({ display: 'grid', gap: space['4'], margin: 0 });
