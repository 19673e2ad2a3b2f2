import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { numberLocale, useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { defaultTimeZone, formatDateTime, formatTime, isSameDay } from './formatDateTime.ts';
import { timelineLabels, type TimelineLabels } from './labels.ts';
import * as styles from './Timeline.css.ts';

interface TimelineEventBase {
  /** A stable key. */
  id: string;
  /** Who did it ('Азиз Каримов'). */
  actor: string;
  /** When: a `Date` or an ISO 8601 string from the API. */
  at: Date | string;
  comment?: ReactNode;
}

/** A step of the delivery process: the application moved from one step to another. */
export interface TimelineStepEvent extends TimelineEventBase {
  kind: 'step';
  /** The step before ('Сборка'); absent for the first step. */
  from?: string;
  to: string;
}

/** A change of a waiting time: from the old time to the new one, and by how many minutes. */
export interface TimelineTimeEvent extends TimelineEventBase {
  kind: 'time';
  oldTime: Date | string;
  newTime: Date | string;
  /** The difference in minutes (positive: later). */
  minutes: number;
}

export type TimelineEvent = TimelineStepEvent | TimelineTimeEvent;
export const timelineEventKinds = ['step', 'time'] as const satisfies ReadonlyArray<TimelineEvent['kind']>;

export interface TimelineProps {
  /** Names the list ('Процесс доставки', 'История времени'). */
  label: string;
  /** In the order to show (the app decides: oldest or newest first). */
  events: ReadonlyArray<TimelineEvent>;
  /** Time zone of the shown times. Default Asia/Tashkent. */
  timeZone?: string;
  labels?: Partial<TimelineLabels>;
}

const isValidDate = (value: Date | string) => !Number.isNaN(new Date(value).getTime());

/** '+10 080', '−15', '0': grouped as the language writes numbers, the sign always shown. */
const signed = (minutes: number, locale: UiLocale) => {
  const number = new Intl.NumberFormat(numberLocale(locale)).format(Math.abs(minutes));
  return minutes > 0 ? `+${number}` : minutes < 0 ? `−${number}` : number;
};

/**
 * The delivery process or a waiting-time history: who, when (day.month.year, 24-hour, Tashkent
 * time, `<time dateTime>`), from which step to which, or from which time to which and by how
 * many minutes. An ordered list named by `label`; 'Нет данных' when empty.
 */
export function Timeline({ label, events, timeZone = defaultTimeZone, labels: overrides }: TimelineProps) {
  const locale = useUiLocale();
  const labels = useLocalizedLabels(timelineLabels, overrides);
  if (events.length === 0) return <EmptyState />;

  const change = (from: string | undefined, to: string) => (
    <span className={styles.change}>
      {from !== undefined && (
        <>
          <span className={styles.oldValue}>{from}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
          <span className={visuallyHidden}>{labels.changedTo}</span>
        </>
      )}
      <span className={styles.newValue}>{to}</span>
    </span>
  );

  // A time on the day of the change itself reads as a time; any other day keeps its date.
  const clock = (value: Date | string, changedAt: Date | string) =>
    isSameDay(value, changedAt, locale, timeZone)
      ? formatTime(value, locale, timeZone)
      : formatDateTime(value, locale, timeZone);

  return (
    <ol className={styles.list} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={styles.item({ kind: event.kind })} data-kind={event.kind}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.body}>
            <div className={styles.meta}>
              <span className={styles.actor}>{event.actor}</span>
              {isValidDate(event.at) ? (
                <time className={styles.time} dateTime={new Date(event.at).toISOString()}>
                  {formatDateTime(event.at, locale, timeZone)}
                </time>
              ) : (
                <span className={styles.time}>{String(event.at)}</span>
              )}
            </div>
            {event.kind === 'step' ? (
              change(event.from, event.to)
            ) : (
              <span className={styles.change}>
                {change(clock(event.oldTime, event.at), clock(event.newTime, event.at))}
                <span className={styles.minutes({ sign: event.minutes < 0 ? 'earlier' : 'later' })}>
                  {signed(event.minutes, locale)} {labels.minutes}
                </span>
              </span>
            )}
            {event.comment !== undefined && <p className={styles.comment}>{event.comment}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
