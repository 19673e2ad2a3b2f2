import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages/ru.ts';

/** The tab's title: 'Заявки на доставку — Karvon', so tabs and history entries can be told apart. */
export function useDocumentTitle(pageId: MessageId, crumbId?: MessageId) {
  const intl = useIntl();
  const page = intl.formatMessage({ id: pageId });
  const title = intl.formatMessage(
    { id: 'document.title' },
    { page: crumbId ? `${page} · ${intl.formatMessage({ id: crumbId })}` : page },
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sets the title of a route's page; renders nothing. */
export function DocumentTitle({ pageId, crumbId }: { pageId: MessageId; crumbId?: MessageId }) {
  useDocumentTitle(pageId, crumbId);
  return null;
}
