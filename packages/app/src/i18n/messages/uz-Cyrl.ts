import type { Messages } from './ru.ts';

// Uzbek, Cyrillic script.
export const uzCyrl: Messages = {
  'app.name': 'Karvon',
  'app.tagline': 'Етказиб бериш ва юклар бэк-офиси',
  'app.loading': 'Юкланмоқда…',
  'language.label': 'Тил',
  'language.ru': 'Русский',
  'language.uz': 'Oʻzbekcha',
  'language.uz-Cyrl': 'Ўзбекча',

  'login.title': 'Тизимга кириш',
  'login.subtitle': 'Телефон рақами ва парол билан киринг',
  'login.phone': 'Телефон',
  'login.phoneDescription': '998 билан бошланадиган 12 та рақам',
  'login.password': 'Парол',
  'login.showPassword': 'Паролни кўрсатиш',
  'login.pending': 'Кирилмоқда…',
  'login.submit': 'Кириш',
  'login.unknownError': 'Номаълум хато',

  'validation.required': 'Бу майдон тўлдирилиши шарт',
  'validation.length': 'Илтимос, {length} та рақамдан фойдаланинг',

  'welcome.title': 'Хуш келибсиз, {name}!',
  'welcome.text': 'Сиз Karvonга кирдингиз. Ишни бошлаш учун бўлимни танланг.',
  'welcome.branch': 'Ишчи филиал',
  'welcome.noBranch': 'Филиал танланмаган',
  'welcome.branchesLoaded': 'Мавжуд филиаллар: {count}',
  'welcome.toApplications': 'Етказиб бериш аризалари',

  'session.logout': 'Чиқиш',

  'page.del_application': 'Етказиб бериш аризалари',
  'page.coming': 'Бу бўлим яқин янгиланишда пайдо бўлади.',
  'notFound.title': 'Саҳифа топилмади',
  'notFound.text': 'Бундай саҳифа йўқ. Манзилни текширинг ёки бош саҳифага қайтинг.',
  'notFound.home': 'Бош саҳифага',

  'toast.close': 'Ёпиш',
  'error.title': 'Хато',
  'error.network': 'Тармоқ хатоси юз берди. Интернет алоқасини текширинг ёки дастурчиларга мурожаат қилинг',
  'error.noResponse': 'Хато юз берди, дастурчиларга мурожаат қилинг',
  'error.server': '500 Сервер хатоси',
  'error.tooManyRequests': 'Сиз жуда кўп сўров юборяпсиз',
  'error.offline': 'Интернет алоқаси йўқ, тармоққа уланишни текширинг',
};
