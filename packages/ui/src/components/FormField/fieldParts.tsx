// The parts every labelled control of the design system shares (label with required mark,
// description, error in a live region), styled like TextField. Used inside React Aria fields,
// whose contexts link them to the control (aria-labelledby / aria-describedby).
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { AlertCircleIcon } from '../../icons/icons.tsx';
import { hasMessage } from '../../internal/hasMessage.ts';
import * as styles from '../TextField/TextField.css.ts';

export { hasMessage };

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children: ReactNode }) {
  if (children === undefined) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** Always rendered: the live region must exist before the message so that it is announced. */
export function FieldErrorMessage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.errorRegion} aria-live="polite">
      {hasMessage(children) && (
        <FieldError className={styles.error}>
          <AlertCircleIcon className={styles.errorIcon} />
          <span>{children}</span>
        </FieldError>
      )}
    </div>
  );
}

/** The props every labelled control takes. */
export interface FieldProps {
  /** The visible label. Required: every field is named. */
  label: string;
  /** Help under the field, linked with aria-describedby. */
  description?: ReactNode;
  /** The error under the field; giving one marks the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: ReactNode;
  /** Shows a required mark and sets aria-required (the message comes from the app or FormField). */
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
  id?: string;
}
