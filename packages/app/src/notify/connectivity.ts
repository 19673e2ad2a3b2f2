import toast from 'react-hot-toast';
import { currentIntl } from '../i18n/intl.ts';
import { errorAria } from './notify.ts';

const offlineToastId = 'offline';

/** SPEC §8: one persistent 'Нет связи с интернетом…' toast while offline; it goes when the connection returns. */
export function watchConnectivity(target: Window = window): () => void {
  const showOffline = () =>
    toast.error(currentIntl().formatMessage({ id: 'error.offline' }), {
      id: offlineToastId,
      duration: Infinity,
      ariaProps: errorAria,
    });
  const hideOffline = () => toast.dismiss(offlineToastId);

  if (!target.navigator.onLine) showOffline();
  target.addEventListener('offline', showOffline);
  target.addEventListener('online', hideOffline);
  return () => {
    target.removeEventListener('offline', showOffline);
    target.removeEventListener('online', hideOffline);
  };
}
