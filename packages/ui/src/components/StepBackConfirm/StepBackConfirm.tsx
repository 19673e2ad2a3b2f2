import type { ReactElement } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import * as styles from './StepBackConfirm.css.ts';

export interface StepBackConfirmProps {
  /** The question ('Вернуть заявку на предыдущий шаг?'). */
  title: string;
  /** A sentence on what happens (optional). */
  description?: string;
  /** 'Вернётся на шаг' */
  targetStepLabel: string;
  /** The step the application goes back to ('Сборка'). */
  targetStep: string;
  /** 'Кто возвращает' */
  actorLabel: string;
  /** Who steps back: the signed-in user's name. */
  actor: string;
  /** 'Когда' */
  timeLabel: string;
  /** When, formatted by the app in the user's language ('22.11.2026, 09:15'). */
  time: string;
  /** The same moment as ISO 8601, for `<time dateTime>`. */
  dateTime?: string;
  /** 'Вернуть' */
  confirmLabel: string;
  /** 'Отмена' */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isPending?: boolean;
  pendingLabel?: string;
}

/**
 * The step-back confirmation of an application (SPEC §4): which step it returns to, who does it
 * and when. A critical `ConfirmDialog`: focus starts on Cancel, Escape cancels.
 */
export function StepBackConfirm({
  description,
  targetStepLabel,
  targetStep,
  actorLabel,
  actor,
  timeLabel,
  time,
  dateTime,
  ...confirm
}: StepBackConfirmProps) {
  return (
    <ConfirmDialog {...confirm} tone="critical">
      {description && <p>{description}</p>}
      <dl className={styles.facts}>
        <dt className={styles.term}>{targetStepLabel}</dt>
        <dd className={styles.detail} data-testid="step-back-target">
          {targetStep}
        </dd>
        <dt className={styles.term}>{actorLabel}</dt>
        <dd className={styles.detail}>{actor}</dd>
        <dt className={styles.term}>{timeLabel}</dt>
        <dd className={styles.detail}>{dateTime ? <time dateTime={dateTime}>{time}</time> : time}</dd>
      </dl>
    </ConfirmDialog>
  );
}
