import type { Messages } from './ru.ts';

// Uzbek, Latin script.
export const uz: Messages = {
  'app.name': 'Karvon',
  'app.tagline': 'Yetkazib berish va yuklar back-ofisi',
  'app.loading': 'Yuklanmoqda…',
  'language.label': 'Til',
  'language.ru': 'Русский',
  'language.uz': 'Oʻzbekcha',
  'language.uz-Cyrl': 'Ўзбекча',

  'login.title': 'Tizimga kirish',
  'login.subtitle': 'Telefon raqami va parol bilan kiring',
  'login.phone': 'Telefon',
  'login.phoneDescription': '998 bilan boshlanadigan 12 ta raqam',
  'login.password': 'Parol',
  'login.showPassword': 'Parolni koʻrsatish',
  'login.pending': 'Kirilmoqda…',
  'login.submit': 'Kirish',
  'login.unknownError': 'Nomaʼlum xato',

  'validation.required': 'Bu maydon toʻldirilishi shart',
  'validation.length': 'Iltimos, {length} ta raqamdan foydalaning',

  'welcome.title': 'Xush kelibsiz, {name}!',
  'welcome.text': 'Siz Karvonga kirdingiz. Ishni boshlash uchun boʻlimni tanlang.',
  'welcome.branch': 'Ishchi filial',
  'welcome.noBranch': 'Filial tanlanmagan',
  'welcome.branchesLoaded': 'Mavjud filiallar: {count}',
  'welcome.toApplications': 'Yetkazib berish arizalari',

  'session.logout': 'Chiqish',

  'page.del_application': 'Yetkazib berish arizalari',
  'page.coming': 'Bu boʻlim yaqin yangilanishda paydo boʻladi.',
  'notFound.title': 'Sahifa topilmadi',
  'notFound.text': 'Bunday sahifa yoʻq. Manzilni tekshiring yoki bosh sahifaga qayting.',
  'notFound.home': 'Bosh sahifaga',

  'toast.close': 'Yopish',
  'error.title': 'Xato',
  'error.network':
    'Tarmoq xatosi yuz berdi. Internet aloqasini tekshiring yoki dasturchilarga murojaat qiling',
  'error.noResponse': 'Xato yuz berdi, dasturchilarga murojaat qiling',
  'error.server': '500 Server xatosi',
  'error.tooManyRequests': 'Siz juda koʻp soʻrov yuboryapsiz',
  'error.offline': 'Internet aloqasi yoʻq, tarmoqqa ulanishni tekshiring',
};
