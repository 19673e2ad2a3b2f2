import type { Messages } from './ru.ts';

// The order attachment screen. Uzbek, Cyrillic script.
export const messages: Messages = {
  'attach.table': 'Буюртма бириктиришлари',
  'attach.new': 'Буюртмаларни машинага бириктириш',
  'attach.car': 'Машина',
  'attach.carPlaceholder': 'Рақами ёки модели',
  'attach.driver': 'Ҳайдовчи',
  'attach.driverHint': 'Машинага бириктирилган фойдаланувчилардан',
  'attach.ids': 'Ариза ID лари',
  'attach.submit': 'Бириктириш',
  'attach.done': 'Буюртмалар бириктирилди',
  'attach.count': 'Аризалар: {count, number}',
  'attach.invalidIds':
    '{count, plural, one {Бу ариза рақами эмас} other {Булар ариза рақамлари эмас}}: {codes}',
};
