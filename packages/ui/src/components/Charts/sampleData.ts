import type { ChartDatum, ChartSeries } from './ChartFrame.tsx';

/** Deliveries per hour of one day (dashboard: hourly statistics). */
export const hourlySeries: ChartSeries[] = [
  { key: 'created', label: 'Создано' },
  { key: 'delivered', label: 'Доставлено', tone: 'positive' },
];

export const hourlyData: ChartDatum[] = [
  ['08:00', 12, 4],
  ['09:00', 28, 11],
  ['10:00', 41, 25],
  ['11:00', 37, 33],
  ['12:00', 30, 35],
  ['13:00', 22, 29],
  ['14:00', 35, 27],
  ['15:00', 44, 31],
  ['16:00', 39, 40],
  ['17:00', 26, 38],
  ['18:00', 14, 24],
].map(([x, created, delivered]) => ({
  x: String(x),
  values: { created: Number(created), delivered: Number(delivered) },
}));

/** Deliveries by branch (dashboard: branch expand). */
export const branchSeries: ChartSeries[] = [{ key: 'deliveries', label: 'Доставки' }];

export const branchData: ChartDatum[] = [
  { x: 'Чиланзар', values: { deliveries: 1240 } },
  { x: 'Юнусабад', values: { deliveries: 980 } },
  { x: 'Сергели', values: { deliveries: 610 } },
  { x: 'Самарканд', values: { deliveries: 1415 } },
  { x: 'Бухара', values: { deliveries: 455 } },
];

/** Deliveries per day by outcome (delivery statistics). */
export const statusSeries: ChartSeries[] = [
  { key: 'onTime', label: 'В срок', tone: 'positive' },
  { key: 'late', label: 'С опозданием', tone: 'caution' },
  { key: 'cancelled', label: 'Отменено', tone: 'critical' },
];

export const statusData: ChartDatum[] = [
  ['Пн', 182, 24, 6],
  ['Вт', 195, 18, 9],
  ['Ср', 176, 31, 4],
  ['Чт', 204, 22, 7],
  ['Пт', 221, 35, 12],
  ['Сб', 140, 12, 3],
  ['Вс', 96, 8, 2],
].map(([x, onTime, late, cancelled]) => ({
  x: String(x),
  values: { onTime: Number(onTime), late: Number(late), cancelled: Number(cancelled) },
}));
