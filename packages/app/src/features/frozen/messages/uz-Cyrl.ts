import type { Messages } from './ru.ts';

// The frozen applications screens. Uzbek, Cyrillic script.
export const messages: Messages = {
  'frozen.table': 'Музлатилган аризалар',
  'frozen.search': 'Қидириш',
  'frozen.accept': 'Қабул қилиш',
  'frozen.close': 'Ёпиш',
  'frozen.send': 'Етказишга юбориш',
  'frozen.acceptN': 'Қабул қилиш ({count, number})',
  'frozen.closeN': 'Ёпиш ({count, number})',
  'frozen.sendN': 'Етказишга юбориш ({count, number})',
  'frozen.accepted': 'Музлатилган ариза қабул қилинди',
  'frozen.closed': 'Музлатилган ариза ёпилди',
  'frozen.sent': 'Музлатилган ариза етказиш учун юклашга юборилди',
  'frozen.closeTitle': 'Музлатилган аризаларни ёпиш ({count, number})',
  'frozen.closeTitleOne': 'Музлатилган аризани ёпиш',
  'frozen.reason': 'Ёпиш сабаби',
  'frozen.title': 'Музлатилган ариза {order}',
  'frozen.about':
    'Ариза нима сабабдан ва қачондан бери музлатилгани, унинг маълумотлари ва товарлари. Шу ердан уни қабул қилиш, ёпиш ёки етказишга юбориш мумкин.',
  'frozen.open': 'Аризани очиш',
};
