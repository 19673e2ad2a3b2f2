// The benchmark page: RegisterTable with 100,000 generated rows filling the page, in a production build.
// bench/run.mjs drives it in Chromium and reads `window.__bench`.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../src/theme/global.css.ts';
import { lightTheme } from '../src/theme/light.css.ts';
import { StatusBadge } from '../src/components/StatusBadge/StatusBadge.tsx';
import { ApprovalCell, PrintedCell } from '../src/components/RegisterTable/cells.tsx';
import { makeDemoRows, type DemoRegisterRow } from '../src/components/RegisterTable/demoRows.ts';
import { RegisterTable, type RegisterColumn } from '../src/components/RegisterTable/RegisterTable.tsx';

const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const amount = new Intl.NumberFormat('ru-RU');

const columns: RegisterColumn<DemoRegisterRow>[] = [
  { id: 'number', header: 'Номер', value: (row) => row.number, isSortable: true, width: 120 },
  { id: 'createdAt', header: 'Создана', value: (row) => row.createdAt, isSortable: true, width: 150 },
  { id: 'branch', header: 'Филиал', value: (row) => row.branch, isSortable: true },
  { id: 'driver', header: 'Водитель', value: (row) => row.driver, isSortable: true },
  {
    id: 'status',
    header: 'Статус',
    value: (row) => row.status,
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    id: 'amount',
    header: 'Сумма',
    value: (row) => row.amount,
    cell: (row) => amount.format(row.amount),
    isSortable: true,
    align: 'end',
    width: 120,
  },
  {
    id: 'printed',
    header: 'Печать',
    value: (row) => row.isPrinted,
    cell: (row) => (
      <PrintedCell isPrinted={row.isPrinted} printedLabel="Напечатан" notPrintedLabel="Не напечатан" />
    ),
    width: 140,
  },
  {
    id: 'approval',
    header: 'Товар',
    value: (row) => row.approval,
    cell: (row) => <ApprovalCell state={row.approval} draftLabel="Черновик" approvedLabel="Одобрен" />,
    width: 120,
  },
];

document.documentElement.classList.add(lightTheme);
const dataStart = performance.now();
const rows = makeDemoRows(ROWS);
const dataMs = performance.now() - dataStart;

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const root = createRoot(container);
const mountStart = performance.now();
flushSync(() =>
  root.render(
    <RegisterTable
      label="Реестр"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      rowSelectLabel={(row) => `Выбрать ${row.number}`}
      selectAllLabel="Выбрать все строки"
      emptyText="Нет данных"
      loadingText="Загрузка…"
    />,
  ),
);
const mountMs = performance.now() - mountStart;
requestAnimationFrame(() =>
  setTimeout(() => {
    Object.assign(window, {
      __bench: { rows: ROWS, dataMs, mountMs, paintMs: performance.now() - mountStart },
    });
  }),
);
