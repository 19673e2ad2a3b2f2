import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import { printLayoutLabels } from './labels.ts';
import * as styles from './PrintLayout.css.ts';

export const printLayoutModes = ['print', 'preview'] as const;
export type PrintLayoutMode = (typeof printLayoutModes)[number];

export interface PrintFact {
  label: string;
  value: ReactNode;
}

export interface PrintColumn {
  header: string;
  /** `end` for numbers and amounts. */
  align?: 'start' | 'end';
}

export interface PrintLayoutProps {
  /** The document's heading ('Реестр собранных товаров R-2026-1120-01'). */
  title: string;
  /** Under the title: branch, business day, who and when. */
  facts: ReadonlyArray<PrintFact>;
  /** Beside the title, top right: a QR code. */
  aside?: ReactNode;
  /** The lines: a table that repeats its header on every page and never splits a row. */
  table: {
    columns: ReadonlyArray<PrintColumn>;
    rows: ReadonlyArray<ReadonlyArray<ReactNode>>;
    label: string;
  };
  totals?: ReadonlyArray<PrintFact>;
  /** A line of words before the signatures (which print of the document this is). */
  note?: ReactNode;
  /** One signature line each ('Сдал', 'Принял'). */
  signatures?: ReadonlyArray<string>;
  /**
   * At the foot of every page, left ('R-2026-1120-01 · Самарканд · 20.11.2026'); the page number and the count
   * ('2 / 5') go right. Browsers draw it in the page's margin.
   */
  footer: string;
  /** `print` (default): shown only on paper, in place of the whole page; `preview`: shown in the page as a sheet. */
  mode?: PrintLayoutMode;
  locale?: UiLocale;
}

/** The page's margin boxes: CSS strings quoted as JSON quotes them (the same escapes). */
const pageRule = (footer: string) =>
  `@page { @bottom-left { content: ${JSON.stringify(footer)}; font-size: 8pt; color: #333; } ` +
  `@bottom-right { content: counter(page) " / " counter(pages); font-size: 8pt; color: #333; } }`;

/**
 * A clean A4 document of the back-office (a register's printout): title and facts with a QR code, the lines'
 * table, totals, signature lines, and on every page a footer with the page number. In `print` mode it is put at
 * the end of <body> and is all that goes on paper: no sidebar, header, buttons or toasts.
 */
export function PrintLayout({
  title,
  facts,
  aside,
  table,
  totals,
  note,
  signatures = [],
  footer,
  mode = 'print',
  locale,
}: PrintLayoutProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  const words = printLayoutLabels[language];
  const document = (
    <article
      className={`${styles.document} ${mode === 'print' ? styles.printOnly : styles.preview}`}
      data-print-document={mode === 'print' ? '' : undefined}
      lang={language}
      aria-label={title}
    >
      {mode === 'print' && <style>{pageRule(footer)}</style>}
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} style={{ display: 'contents' }}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {aside}
      </header>
      <table className={styles.table} aria-label={table.label}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.header} scope="col" className={column.align === 'end' ? styles.end : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  className={table.columns[cellIndex]?.align === 'end' ? styles.end : undefined}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {totals && totals.length > 0 && (
        <section className={styles.totals}>
          <h2 className={styles.totalsTitle}>{words.totals}</h2>
          <dl className={styles.totalsList}>
            {totals.map((total) => (
              <div key={total.label}>
                <dt>{total.label}:</dt>
                <dd>{total.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {note && <p className={styles.note}>{note}</p>}
      {signatures.length > 0 && (
        <div className={styles.signatures}>
          {signatures.map((role) => (
            <div key={role} className={styles.signature}>
              <span className={styles.signatureLabel}>{role}</span>
              {[words.signature, words.fullName].map((caption) => (
                <span key={caption} className={styles.slot}>
                  <span className={styles.line} />
                  <span className={styles.caption}>{caption}</span>
                </span>
              ))}
            </div>
          ))}
        </div>
      )}
    </article>
  );
  return mode === 'print' ? createPortal(document, globalThis.document.body) : document;
}
