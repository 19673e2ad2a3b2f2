import type { Messages } from './ru.ts';

// The frozen applications screens. Uzbek, Latin script.
export const messages: Messages = {
  'frozen.table': 'Muzlatilgan arizalar',
  'frozen.search': 'Qidirish',
  'frozen.accept': 'Qabul qilish',
  'frozen.close': 'Yopish',
  'frozen.send': 'Yetkazishga yuborish',
  'frozen.acceptN': 'Qabul qilish ({count, number})',
  'frozen.closeN': 'Yopish ({count, number})',
  'frozen.sendN': 'Yetkazishga yuborish ({count, number})',
  'frozen.accepted': 'Muzlatilgan ariza qabul qilindi',
  'frozen.closed': 'Muzlatilgan ariza yopildi',
  'frozen.sent': 'Muzlatilgan ariza yetkazish uchun yuklashga yuborildi',
  'frozen.closeTitle': 'Muzlatilgan arizalarni yopish ({count, number})',
  'frozen.closeTitleOne': 'Muzlatilgan arizani yopish',
  'frozen.reason': 'Yopish sababi',
  'frozen.title': 'Muzlatilgan ariza {order}',
  'frozen.about':
    'Ariza nima sababdan va qachondan beri muzlatilgani, uning maʼlumotlari va tovarlari. Shu yerdan uni qabul qilish, yopish yoki yetkazishga yuborish mumkin.',
  'frozen.open': 'Arizani ochish',
};
