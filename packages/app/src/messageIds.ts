// Every message id the app may ask for: the entry's and every bundle's (i18n/locale.ts), so that react-intl
// checks each `formatMessage({ id })` against them. Types only: nothing here is bundled.
import type { ru } from './i18n/messages/ru.ts';
import type { messages as orders } from './orders/messages/ru.ts';
import type { messages as applications } from './features/applications/messages/ru.ts';
import type { messages as frozen } from './features/frozen/messages/ru.ts';
import type { messages as attachments } from './features/attachments/messages/ru.ts';
import type { messages as waiting } from './features/waiting/messages/ru.ts';
import type { messages as kdregisters } from './features/kdregisters/messages/ru.ts';
import type { messages as unknown } from './features/unknown/messages/ru.ts';
import type { messages as registers } from './features/registers/messages/ru.ts';
import type { messages as cargo } from './features/cargo/messages/ru.ts';
import type { messages as account } from './pages/messages/ru.ts';

export type AnyMessageId =
  | keyof typeof ru
  | keyof typeof orders
  | keyof typeof applications
  | keyof typeof frozen
  | keyof typeof attachments
  | keyof typeof waiting
  | keyof typeof kdregisters
  | keyof typeof unknown
  | keyof typeof registers
  | keyof typeof cargo
  | keyof typeof account;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: AnyMessageId;
    }
  }
}
