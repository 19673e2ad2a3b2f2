import { globalStyle, style } from '@vanilla-extract/css';
import { fontFamily } from '../../tokens/index.ts';

/**
 * The document: black on white in millimetres and points, whatever the theme. `print` mode shows it only on paper,
 * where the page itself (app chrome and all) is left off; `preview` shows it in the page, as on paper.
 */
export const document = style({
  boxSizing: 'border-box',
  color: '#000',
  backgroundColor: '#fff',
  fontFamily: fontFamily.body,
  fontSize: '10pt',
  lineHeight: 1.3,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const printOnly = style({
  display: 'none',
  '@media': { print: { display: 'block' } },
});

/** On screen, an A4 sheet: 210 mm wide, the page's margins inside. */
export const preview = style({
  width: '210mm',
  maxWidth: '100%',
  minHeight: '297mm',
  padding: '12mm 10mm 14mm',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
});

// On paper a document on the page is all there is: every other child of <body> (the app) is left off.
globalStyle('body:has(> [data-print-document]) > :not([data-print-document])', {
  '@media': { print: { display: 'none !important' } },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '6mm',
  marginBottom: '5mm',
});

export const title = style({ margin: '0 0 3mm', fontSize: '15pt', lineHeight: 1.2, fontWeight: 700 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '1mm 4mm',
  margin: 0,
});
globalStyle(`${facts} dt`, { color: '#444' });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
  marginBottom: '5mm',
});
globalStyle(`${table} th, ${table} td`, {
  border: '0.5pt solid #000',
  padding: '1.2mm 1.5mm',
  textAlign: 'start',
  verticalAlign: 'top',
  color: '#000',
  backgroundColor: '#fff',
});
globalStyle(`${table} th`, { backgroundColor: '#eee', fontWeight: 700 });
globalStyle(`${table} thead`, { display: 'table-header-group' });
globalStyle(`${table} tr`, { breakInside: 'avoid' });

export const end = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${table} ${end}`, { textAlign: 'end' });

export const totals = style({ breakInside: 'avoid', marginBottom: '8mm' });

export const totalsTitle = style({ margin: '0 0 2mm', fontSize: '11pt', fontWeight: 700 });

export const totalsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2mm 8mm',
  margin: 0,
});
globalStyle(`${totalsList} div`, { display: 'flex', gap: '2mm' });
globalStyle(`${totalsList} dd`, { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: '0 0 5mm', color: '#333' });

export const signatures = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '10mm 12mm',
  breakInside: 'avoid',
});

export const signature = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr 1fr',
  alignItems: 'end',
  gap: '0 3mm',
});

export const signatureLabel = style({ fontWeight: 600, paddingBottom: '3.5mm' });

/** A line to sign or write a name on, its caption under it. */
export const slot = style({ display: 'grid', gap: '0.8mm' });

export const line = style({ borderBottom: '0.5pt solid #000', height: '9mm' });

export const caption = style({ fontSize: '7pt', color: '#555', textAlign: 'center' });
