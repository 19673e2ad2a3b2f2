import type { Messages } from './ru.ts';

// The courier-delivery (KD) registers. Uzbek, Cyrillic script.
export const messages: Messages = {
  'kd.table': 'КД реестрлари',
  'kd.search': 'Қидирув',
  'kd.searchHint': 'Реестр №, ҳайдовчи, машина рақами, филиал',
  'kd.col.number': 'Реестр №',
  'kd.col.business_date': 'Кун',
  'kd.col.applications_count': 'Аризалар',
  'kd.col.delivered_count': 'Етказилди',
  'kd.col.state': 'Ҳолати',
  'kd.closed': 'Ёпилган',
  'kd.open': 'Очиқ',
  'kd.deliveredOf': '{count, number} тадан {delivered, number} та',
  'kd.title': 'КД реестри {number}',
  'kd.about':
    'Курьерлик етказиш реестри маълумотлари ва унинг аризалари: улардан қанчаси етказилгани ва қанча суммага.',
  'kd.applications': 'Реестр аризалари',
  'kd.totals': 'Жами: {count, number} та ариза, суммаси {sum}; {delivered, number} таси етказилди',
};
