import type { SelectOption } from './options.tsx';

/** Branches for the stories of Select and Combobox. */
export const branchOptions: ReadonlyArray<SelectOption> = [
  { id: 'tashkent', label: 'Ташкент', description: 'Главный склад' },
  { id: 'samarkand', label: 'Самарканд' },
  { id: 'bukhara', label: 'Бухара' },
  { id: 'namangan', label: 'Наманган' },
  { id: 'andijan', label: 'Андижан' },
  { id: 'fergana', label: 'Фергана', isDisabled: true },
  { id: 'nukus', label: 'Нукус' },
];
