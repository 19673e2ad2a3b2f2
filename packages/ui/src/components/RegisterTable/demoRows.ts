// Generated register rows for stories and the benchmark: deterministic, fast for 100,000 rows.
import { applicationStatuses, type ApplicationStatus } from '../StatusBadge/statuses.ts';
import type { ApprovalState } from './cells.tsx';

export interface DemoRegisterRow {
  id: string;
  number: string;
  branch: string;
  driver: string;
  status: ApplicationStatus;
  amount: number;
  isPrinted: boolean;
  approval: ApprovalState;
  createdAt: string;
}

const branches = [
  'Ташкент',
  'Самарканд',
  'Бухара',
  'Андижан',
  'Фергана',
  'Наманган',
  'Нукус',
  'Карши',
  'Термез',
];
const drivers = [
  'Алиев А.',
  'Каримов Б.',
  'Рахимова Д.',
  'Юсупов Ж.',
  'Ахмедова З.',
  'Турсунов И.',
  'Саидов К.',
];

export function makeDemoRows(count: number): DemoRegisterRow[] {
  const rows = new Array<DemoRegisterRow>(count);
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i += 1) {
    // A fixed scramble so that sorting by any column reorders the rows.
    const k = (i * 7919) % 104729;
    const created = new Date(start + k * 97_000);
    rows[i] = {
      id: String(i + 1),
      number: `KR-${String(i + 1).padStart(6, '0')}`,
      branch: branches[k % branches.length] ?? '',
      driver: drivers[(k >> 3) % drivers.length] ?? '',
      status: applicationStatuses[k % applicationStatuses.length] ?? 'new',
      amount: (k % 9000) * 1000 + 15000,
      isPrinted: k % 3 === 0,
      approval: k % 4 === 0 ? 'draft' : 'approved',
      createdAt: created.toISOString().slice(0, 16).replace('T', ' '),
    };
  }
  return rows;
}
