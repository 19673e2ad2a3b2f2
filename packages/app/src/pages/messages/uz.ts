import type { Messages } from './ru.ts';

// Account pages and password reset. Uzbek, Latin script.
export const messages: Messages = {
  'welcome.title': 'Xush kelibsiz, {name}!',
  'welcome.text': 'Siz Karvonga kirdingiz. Ishni boshlash uchun boʻlimni tanlang.',
  'welcome.branchesLoaded': 'Mavjud filiallar: {count, number}',
  'welcome.screens': 'Sizning boʻlimlaringiz',
  'welcome.noScreens': 'Rolingizga hali birorta boʻlim ochilmagan. Administratorga murojaat qiling.',
  'noAccess.text':
    'Rolingizda bu sahifaga ruxsat yoʻq. Administratorga murojaat qiling yoki bosh sahifaga qayting.',
  'noAccess.retry': 'Qayta urinish',
  'noAccess.home': 'Bosh sahifaga',
  'reset.subtitle': 'Telefon raqamingizni kiriting: kodni SMS orqali yuboramiz',
  'reset.codeSent': 'Agar {phone} raqami roʻyxatdan oʻtgan boʻlsa, unga 6 xonali kod yuborildi',
  'reset.sendCode': 'Kodni yuborish',
  'reset.backToLogin': 'Kirishga qaytish',
  'reset.code': 'SMS koddan',
  'reset.submit': 'Parolni almashtirish',
  'reset.otherPhone': 'Boshqa raqam',
  'reset.noCode': 'Kod kelmadimi? Raqamni tekshiring va bir daqiqadan soʻng kodni qayta soʻrang.',
  'reset.done': 'Parol oʻzgartirildi. Yangi parol bilan kiring',
  'profile.name': 'F.I.Sh.',
  'profile.role': 'Rol',
  'profile.noRole': 'Rol tayinlanmagan',
  'profile.phoneNote': 'Telefon raqami — loginingiz; uni administrator oʻzgartiradi.',
  'profile.saved': 'Profil saqlandi',
  'profile.passwordTitle': 'Parolni almashtirish',
  'profile.passwordChanged': 'Parol oʻzgartirildi',
  'settings.theme': 'Mavzu',
  'settings.theme.light': 'Yorugʻ',
  'settings.theme.dark': 'Qorongʻi',
};
