import { Label, Radio, RadioGroup } from 'react-aria-components';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './SegmentedControl.css.ts';

export const segmentedControlSizes = ['sm', 'md'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

export interface SegmentedControlOption {
  /** The value reported by `onValueChange` ('ru'). */
  id: string;
  /** The visible text of the option ('Русский'). */
  label: string;
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
 * switch). It is a radio group (React Aria `RadioGroup`): Tab enters it at the selected option,
 * arrow keys move the selection.
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
  return (
    <RadioGroup
      orientation="horizontal"
      value={value}
      defaultValue={defaultValue}
      onChange={onValueChange}
      isDisabled={isDisabled}
      name={name}
      className={styles.root}
    >
      <Label className={labelVisible ? styles.label : visuallyHidden}>{label}</Label>
      <div className={styles.track}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.segment({ size })}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
