// Print styles: registers are printed on A4. The rules are part of the global styles
// (`global.css.ts` calls `definePrintStyles`, so the app and Storybook get them with
// `@karvon/ui/global-styles`). Anything marked `data-print="hide"` (spread `printHide`) is left off
// paper: app chrome such as the sidebar, the header, toolbars, pagination and toasts. A scroll
// container marked `data-print="expand"` grows to its content.
import { globalStyle } from '@vanilla-extract/css';
import { fontFamily } from '../tokens/index.ts';

/** Spread on an element to leave it off paper: `<nav {...printHide}>`. */
export const printHide = { 'data-print': 'hide' } as const;

const print = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rule } });

/** Adds the print rules to the calling `.css.ts` file (a plain module has no file scope of its own). */
export function definePrintStyles() {
  // vanilla-extract has no @page API; a global "selector" of `@page` prints as the at-rule.
  globalStyle('@page', {
    // @ts-expect-error `size` is a page descriptor, not a property csstype knows.
    size: 'A4',
    margin: '12mm 10mm 14mm',
  });

  globalStyle('[data-print="hide"]', print({ display: 'none !important' }));

  globalStyle(
    'html, body',
    print({
      background: 'white !important',
      color: 'black !important',
      fontFamily: fontFamily.body,
      fontSize: '10pt',
      lineHeight: 1.3,
      // Keep tinted badges recognisable on paper.
      printColorAdjust: 'exact',
      WebkitPrintColorAdjust: 'exact',
    }),
  );

  // Scroll containers (virtualized tables) would clip the page: let them grow.
  globalStyle(
    '[data-print="expand"]',
    print({
      overflow: 'visible !important',
      height: 'auto !important',
      maxHeight: 'none !important',
    }),
  );

  globalStyle(
    'table',
    print({
      width: '100%',
      borderCollapse: 'collapse',
      color: 'black',
      background: 'white',
    }),
  );
  globalStyle(
    'th, td',
    print({
      border: '0.5pt solid black !important',
      padding: '2pt 4pt !important',
      color: 'black !important',
      background: 'white !important',
      // Sticky headers of scroll containers would float over rows on paper.
      position: 'static !important' as 'static',
      boxShadow: 'none !important',
    }),
  );
  // The header repeats on every page; a row never splits across two.
  globalStyle('thead', print({ display: 'table-header-group' }));
  globalStyle('tr', print({ breakInside: 'avoid' }));
  globalStyle('h1, h2, h3', print({ breakAfter: 'avoid' }));
  globalStyle('a[href]', print({ color: 'black', textDecoration: 'none' }));
}
