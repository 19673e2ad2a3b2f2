import type { Messages } from './ru.ts';

// The order attachment screen. Uzbek, Latin script.
export const messages: Messages = {
  'attach.table': 'Buyurtma biriktirishlari',
  'attach.new': 'Buyurtmalarni mashinaga biriktirish',
  'attach.car': 'Mashina',
  'attach.carPlaceholder': 'Raqami yoki modeli',
  'attach.driver': 'Haydovchi',
  'attach.driverHint': 'Mashinaga biriktirilgan foydalanuvchilardan',
  'attach.ids': 'Ariza ID lari',
  'attach.submit': 'Biriktirish',
  'attach.done': 'Buyurtmalar biriktirildi',
  'attach.count': 'Arizalar: {count, number}',
  'attach.invalidIds':
    '{count, plural, one {Bu ariza raqami emas} other {Bular ariza raqamlari emas}}: {codes}',
};
