import { useIntl } from 'react-intl';
import { Button, Checkbox, Dialog, Stack } from '@karvon/ui';
import { shownColumns } from './columns.ts';

export interface ColumnSettingsProps {
  columns: ReadonlyArray<{ id: string; header: string; isKey?: boolean }>;
  hidden: readonly string[];
  onChange(hidden: string[]): void;
}

/**
 * Which columns to show; the choice is part of the URL like the rest of the view. The key column (the row's link)
 * stays, and so does the last one shown: a table of empty rows shows nothing.
 */
export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const intl = useIntl();
  const shown = shownColumns(columns, hidden);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'list.columnsTitle' })}
      trigger={<Button tone="secondary">{intl.formatMessage({ id: 'list.columns' })}</Button>}
      footer={(close) => (
        <Button tone="primary" onPress={close}>
          {intl.formatMessage({ id: 'list.done' })}
        </Button>
      )}
    >
      <Stack gap="2">
        {columns.map((column) => (
          <Checkbox
            key={column.id}
            value={shown.includes(column)}
            isDisabled={column.isKey || (shown.length === 1 && shown[0] === column)}
            onValueChange={(shown) =>
              onChange(shown ? hidden.filter((id) => id !== column.id) : [...hidden, column.id])
            }
          >
            {column.header}
          </Checkbox>
        ))}
      </Stack>
    </Dialog>
  );
}
