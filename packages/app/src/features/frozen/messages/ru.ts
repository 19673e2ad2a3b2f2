// The frozen applications screens. Russian, the default and fallback language (SPEC §1, §9); its ids are the ids of every language.
export const messages = {
  'frozen.table': 'Замороженные заявки',
  'frozen.search': 'Поиск',
  'frozen.accept': 'Принять',
  'frozen.close': 'Закрыть',
  'frozen.send': 'Отправить на доставку',
  'frozen.acceptN': 'Принять ({count, number})',
  'frozen.closeN': 'Закрыть ({count, number})',
  'frozen.sendN': 'Отправить на доставку ({count, number})',
  'frozen.accepted': 'Замороженная заявка принята',
  'frozen.closed': 'Замороженная заявка закрыта',
  'frozen.sent': 'Замороженная заявка отправлена на погрузку для доставки',
  'frozen.closeTitle': 'Закрыть замороженные заявки ({count, number})',
  'frozen.closeTitleOne': 'Закрыть замороженную заявку',
  'frozen.reason': 'Причина закрытия',
  'frozen.title': 'Замороженная заявка {order}',
  'frozen.about':
    'Почему и с какого времени заявка заморожена, её сведения и товары. Отсюда её принимают, закрывают или отправляют на доставку.',
  'frozen.open': 'Открыть заявку',
} as const;

export type Messages = Record<keyof typeof messages, string>;
