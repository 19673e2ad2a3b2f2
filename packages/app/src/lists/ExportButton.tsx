import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, LoadingBar, Text } from '@karvon/ui';
import { showError } from '../notify/notify.ts';
import { saveBlob } from '../files/saveBlob.ts';
import { tashkentToday } from '../format/businessDay.ts';
import type { ExportOptions, ExportProgress } from './exportXlsx.ts';
import * as styles from '../layout/page.css.ts';
import { useFocusLanding } from '../layout/useFocusLanding.ts';

export interface ExportButtonProps<Row> extends Pick<
  ExportOptions<Row>,
  'fetchPage' | 'columns' | 'sheetName'
> {
  /** The file's name without the date and extension ('karvon-applications'). */
  fileName: string;
}

/** 'karvon-applications-2026-12-07.xlsx': the day in Tashkent, as the list writes its dates (UTC lags 5 hours). */
export const exportFileName = (fileName: string, now = new Date()) =>
  `${fileName}-${tashkentToday(now)}.xlsx`;

/** Export what the list shows — every page of it — to XLSX, with progress and a way to stop. */
export function ExportButton<Row>({ fileName, ...options }: ExportButtonProps<Row>) {
  const intl = useIntl();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The button gives way to the progress and comes back: the focus goes to Cancel, then back to the button.
  const landing = useFocusLanding<HTMLDivElement>(progress === null);

  const start = async () => {
    controller.current = new AbortController();
    setProgress({ done: 0, total: 0 });
    try {
      // The export's code (and exceljs, which it loads) arrives when asked for, not with the list.
      const { exportList } = await import('./exportXlsx.ts');
      const blob = await exportList({
        ...options,
        signal: controller.current.signal,
        onProgress: setProgress,
      });
      saveBlob(blob, exportFileName(fileName));
    } catch (error) {
      // A request failure has been shown by the SDK; a cancel needs no words; anything else is said here.
      if (
        !(error instanceof Error) ||
        (error.name !== 'AbortError' && error.name !== 'ApiError' && error.name !== 'NetworkError')
      )
        showError(intl.formatMessage({ id: 'export.failed' }));
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };

  return (
    <div className={styles.contents} {...landing}>
      {progress ? (
        <div className={styles.actions}>
          <LoadingBar
            isLoading
            placement="container"
            value={progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined}
            label={intl.formatMessage({ id: 'export.label' })}
          />
          <Text aria-live="polite">
            {intl.formatMessage({ id: 'export.progress' }, { done: progress.done, total: progress.total })}
          </Text>
          <Button tone="ghost" onPress={() => controller.current?.abort()}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
        </div>
      ) : (
        <Button tone="secondary" onPress={() => void start()}>
          {intl.formatMessage({ id: 'export.start' })}
        </Button>
      )}
    </div>
  );
}
