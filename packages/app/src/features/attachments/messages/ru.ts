// The order attachment screen. Russian, the default and fallback language (SPEC §1, §9); its ids are the ids of every language.
export const messages = {
  'attach.table': 'Прикрепления заказов',
  'attach.new': 'Прикрепить заказы к машине',
  'attach.car': 'Машина',
  'attach.carPlaceholder': 'Номер или модель',
  'attach.driver': 'Водитель',
  'attach.driverHint': 'Из пользователей, прикреплённых к машине',
  'attach.ids': 'ID заявок',
  'attach.submit': 'Прикрепить',
  'attach.done': 'Заказы прикреплены',
  'attach.count': 'Заявок: {count, number}',
  'attach.invalidIds': '{count, plural, one {Это не номер заявки} other {Это не номера заявок}}: {codes}',
} as const;

export type Messages = Record<keyof typeof messages, string>;
