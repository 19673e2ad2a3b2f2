import type { Messages } from './ru.ts';

// The courier-delivery (KD) registers. Uzbek, Latin script.
export const messages: Messages = {
  'kd.table': 'KD reyestrlari',
  'kd.search': 'Qidiruv',
  'kd.searchHint': 'Reyestr №, haydovchi, mashina raqami, filial',
  'kd.col.number': 'Reyestr №',
  'kd.col.business_date': 'Kun',
  'kd.col.applications_count': 'Arizalar',
  'kd.col.delivered_count': 'Yetkazildi',
  'kd.col.state': 'Holati',
  'kd.closed': 'Yopilgan',
  'kd.open': 'Ochiq',
  'kd.deliveredOf': '{count, number} tadan {delivered, number} ta',
  'kd.title': 'KD reyestri {number}',
  'kd.about':
    'Kuryerlik yetkazish reyestri maʼlumotlari va uning arizalari: ulardan qanchasi yetkazilgani va qancha summaga.',
  'kd.applications': 'Reyestr arizalari',
  'kd.totals': 'Jami: {count, number} ta ariza, summasi {sum}; {delivered, number} tasi yetkazildi',
};
