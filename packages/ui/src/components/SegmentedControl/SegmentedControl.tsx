import { useId } from 'react';
import { useControllableState } from '../../internal/useControllableState.ts';
import { onPhoneOnly, visuallyHidden, visuallyHiddenOnPhone } from '../../styles/utilities.css.ts';
import * as styles from './SegmentedControl.css.ts';

export const segmentedControlSizes = ['sm', 'md'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

export interface SegmentedControlOption {
  /** The value reported by `onValueChange` ('ru'). */
  id: string;
  /** The visible text of the option ('Русский'). */
  label: string;
  /** Shown instead of `label` on a phone ('RU'); the option is named by both there ('Русский RU'). */
  shortLabel?: string;
}

export interface SegmentedControlProps {
  /** Names the group for assistive technology ('Язык'). Hidden on screen unless `labelVisible`. */
  label: string;
  /** Show the label beside the control. Default `false`. */
  labelVisible?: boolean;
  /** The choices, in order. Two to about four short labels. */
  options: ReadonlyArray<SegmentedControlOption>;
  /** Controlled: the id of the selected option. */
  value?: string;
  /** Uncontrolled: the id selected at first. */
  defaultValue?: string;
  /** Called with the id of the newly selected option. */
  onValueChange?: (id: string) => void;
  /** `sm` (32px high) for footers and headers, `md` (40px, default) beside form controls. */
  size?: SegmentedControlSize;
  isDisabled?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
}

/**
 * A compact single choice, shown as a pill with the selected segment raised (the language
 * switch). It is a group of native radio buttons: Tab enters it at the selected option, arrow
 * keys move the selection (the browser's own radio behaviour, so no React Aria on the sign-in screen).
 */
export function SegmentedControl({
  label,
  labelVisible = false,
  options,
  value,
  defaultValue,
  onValueChange,
  size = 'md',
  isDisabled = false,
  name,
}: SegmentedControlProps) {
  const id = useId();
  const [selected, setSelected] = useControllableState<string | undefined>(value, defaultValue, (next) =>
    onValueChange?.(next!),
  );
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      className={styles.root}
    >
      <span id={`${id}-label`} className={labelVisible ? styles.label : visuallyHidden}>
        {label}
      </span>
      <div className={styles.track}>
        {options.map((option) => {
          const checked = option.id === selected;
          return (
            <label
              key={option.id}
              data-selected={checked || undefined}
              data-disabled={isDisabled || undefined}
              className={styles.segment({ size })}
            >
              <input
                type="radio"
                name={name ?? id}
                value={option.id}
                checked={checked}
                disabled={isDisabled}
                onChange={() => setSelected(option.id)}
                className={visuallyHidden}
              />
              {option.shortLabel === undefined ? (
                option.label
              ) : (
                <>
                  <span className={visuallyHiddenOnPhone}>{option.label}</span>{' '}
                  <span className={onPhoneOnly}>{option.shortLabel}</span>
                </>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}
