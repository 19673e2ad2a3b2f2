// The courier-delivery (KD) registers. Russian, the default and fallback language (SPEC §1, §9); its ids are the ids of every language.
export const messages = {
  'kd.table': 'Реестры КД',
  'kd.search': 'Поиск',
  'kd.searchHint': '№ реестра, водитель, номер машины, филиал',
  'kd.col.number': '№ реестра',
  'kd.col.business_date': 'День',
  'kd.col.applications_count': 'Заявок',
  'kd.col.delivered_count': 'Доставлено',
  'kd.col.state': 'Состояние',
  'kd.closed': 'Закрыт',
  'kd.open': 'Открыт',
  'kd.deliveredOf': '{delivered, number} из {count, number}',
  'kd.title': 'Реестр КД {number}',
  'kd.about':
    'Сведения о реестре курьерской доставки и его заявки: сколько из них доставлено и на какую сумму.',
  'kd.applications': 'Заявки реестра',
  'kd.totals': 'Итого: заявок {count, number} на сумму {sum}, из них доставлено {delivered, number}',
} as const;

export type Messages = Record<keyof typeof messages, string>;
