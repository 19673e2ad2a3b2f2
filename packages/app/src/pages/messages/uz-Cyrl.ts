import type { Messages } from './ru.ts';

// Account pages and password reset. Uzbek, Cyrillic script.
export const messages: Messages = {
  'welcome.title': 'Хуш келибсиз, {name}!',
  'welcome.text': 'Сиз Karvonга кирдингиз. Ишни бошлаш учун бўлимни танланг.',
  'welcome.branchesLoaded': 'Мавжуд филиаллар: {count, number}',
  'welcome.screens': 'Сизнинг бўлимларингиз',
  'welcome.noScreens': 'Ролингизга ҳали бирорта бўлим очилмаган. Администраторга мурожаат қилинг.',
  'noAccess.text':
    'Ролингизда бу саҳифага рухсат йўқ. Администраторга мурожаат қилинг ёки бош саҳифага қайтинг.',
  'noAccess.retry': 'Қайта уриниш',
  'noAccess.home': 'Бош саҳифага',
  'reset.subtitle': 'Телефон рақамингизни киритинг: кодни SMS орқали юборамиз',
  'reset.codeSent': 'Агар {phone} рақами рўйхатдан ўтган бўлса, унга 6 хонали код юборилди',
  'reset.sendCode': 'Кодни юбориш',
  'reset.backToLogin': 'Киришга қайтиш',
  'reset.code': 'SMS коддан',
  'reset.submit': 'Паролни алмаштириш',
  'reset.otherPhone': 'Бошқа рақам',
  'reset.noCode': 'Код келмадими? Рақамни текширинг ва бир дақиқадан сўнг кодни қайта сўранг.',
  'reset.done': 'Пароль ўзгартирилди. Янги парол билан киринг',
  'profile.name': 'Ф.И.Ш.',
  'profile.role': 'Рол',
  'profile.noRole': 'Рол тайинланмаган',
  'profile.phoneNote': 'Телефон рақами — логинингиз; уни администратор ўзгартиради.',
  'profile.saved': 'Профил сақланди',
  'profile.passwordTitle': 'Паролни алмаштириш',
  'profile.passwordChanged': 'Парол ўзгартирилди',
  'settings.theme': 'Мавзу',
  'settings.theme.light': 'Ёруғ',
  'settings.theme.dark': 'Қоронғи',
};
