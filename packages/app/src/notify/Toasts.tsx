import toast, { ToastBar, Toaster } from 'react-hot-toast';
import { useIntl } from 'react-intl';
import { appHeaderBarHeight, ToastCard } from '@karvon/ui';
import { toastDuration } from './notify.ts';

// Plain toasts are the app's warnings (showWarning).
const toneOf = {
  error: 'critical',
  success: 'positive',
  blank: 'caution',
  loading: 'info',
  custom: 'info',
} as const;

/**
 * react-hot-toast placed and timed as SPEC §9 says, drawn by the design system's ToastCard. Top right under the
 * header, not over its language switch and profile menu.
 */
export function Toasts() {
  const intl = useIntl();
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: `calc(${appHeaderBarHeight} + 1px + 0.5rem)` }}
      toastOptions={{ duration: toastDuration }}
    >
      {(t) => (
        <ToastBar toast={t} style={{ padding: 0, background: 'none', boxShadow: 'none' }}>
          {({ message }) => (
            <ToastCard
              tone={toneOf[t.type]}
              durationMs={t.duration ?? toastDuration}
              isPaused={t.visible === false}
              closeLabel={intl.formatMessage({ id: 'toast.close' })}
              onClose={() => toast.dismiss(t.id)}
            >
              {message}
            </ToastCard>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
