import { useState, type FormEvent } from 'react';
import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as badgeStyles from '../StatusBadge/StatusBadge.css.ts';
import { TextFieldBase } from '../TextField/TextField.tsx';
import { splitCodes, takesCodesNow } from './codes.ts';
import { scanInputLabels, scanResultTones, type ScanResult } from './labels.ts';
import * as styles from './ScanInput.css.ts';

/** One code the user scanned or pasted, and what checking it said. */
export interface ScanEntry {
  /** Stable while the entry lives (the same code may be scanned twice). */
  key: string;
  code: string;
  result: ScanResult;
  /** What the code names ('Samsung Galaxy A55'), when known. */
  title?: string | null;
  /** Why it cannot be added, in the server's words. */
  reason?: string | null;
}

export interface ScanInputProps {
  /** The field's label ('Коды товаров'). */
  label: string;
  /** Help under the field ('Сканер вводит код и Enter; можно вставить много кодов'). */
  description?: string;
  /** Names the table of checked codes. */
  tableLabel: string;
  entries: ReadonlyArray<ScanEntry>;
  /** New codes, in order: one typed and Enter (what a keyboard-wedge scanner sends), or a paste of many. */
  onCodes(codes: string[]): void;
  onRemove(key: string): void;
  isDisabled?: boolean;
  locale?: UiLocale;
}

/**
 * A scanner's field and what each code turned out to be. A keyboard-wedge scanner types a code and Enter: the code
 * is taken and the field is ready for the next, focus kept. A paste of many codes is taken at once. Each code gets
 * a row with its result (found, already there, unknown, not allowed, with the reason) as the app checks it; the
 * last result is also read out. Nothing here adds anything: the app asks the user to confirm.
 */
export function ScanInput({
  label,
  description,
  tableLabel,
  entries,
  onCodes,
  onRemove,
  isDisabled = false,
  locale,
}: ScanInputProps) {
  const contextLocale = useUiLocale();
  const words = scanInputLabels[locale ?? contextLocale];
  const [typed, setTyped] = useState('');
  const take = (text: string) => {
    const codes = splitCodes(text);
    if (codes.length > 0) onCodes(codes);
    setTyped('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    take(typed);
  };
  const last = entries.at(-1);

  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <TextFieldBase
            label={label}
            description={description}
            value={typed}
            isDisabled={isDisabled}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            onPaste={(event) => {
              // A single-line field would join a pasted column's lines into one code: the paste is read here.
              const text = event.clipboardData.getData('text');
              if (splitCodes(text).length < 2) return;
              event.preventDefault();
              take(`${typed} ${text}`);
            }}
            onValueChange={(value) => {
              if (takesCodesNow(typed, value)) take(value);
              else setTyped(value);
            }}
          />
        </div>
        <div className={styles.button}>
          <Button type="submit" tone="secondary" isDisabled={isDisabled}>
            {words.add}
          </Button>
        </div>
      </form>
      <div className={visuallyHidden} role="status">
        {last && last.result !== 'checking' ? words.announce(last.code, words.results[last.result]) : ''}
      </div>
      {entries.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table} aria-label={tableLabel}>
            <thead>
              <tr>
                <th scope="col">{words.code}</th>
                <th scope="col">{words.item}</th>
                <th scope="col">{words.check}</th>
                <th scope="col">{words.reason}</th>
                <th scope="col">
                  <span className={visuallyHidden}>{words.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.key} data-result={entry.result}>
                  <td className={styles.code}>{entry.code}</td>
                  <td>{entry.title ?? '—'}</td>
                  <td>
                    <span className={badgeStyles.badge({ tone: scanResultTones[entry.result], size: 'sm' })}>
                      {words.results[entry.result]}
                    </span>
                  </td>
                  <td className={styles.reason}>{entry.reason ?? ''}</td>
                  <td className={styles.removeCell}>
                    <IconButton
                      label={words.remove(entry.code)}
                      tone="ghost"
                      size="sm"
                      icon="×"
                      isDisabled={isDisabled}
                      onPress={() => onRemove(entry.key)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
