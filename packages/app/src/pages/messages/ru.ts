// Signed-in account pages (welcome, no access, profile, settings) and password reset. Russian, the default and fallback
// language (SPEC §1, §9); its ids are the ids of every language.
export const messages = {
  'welcome.title': 'Добро пожаловать, {name}!',
  'welcome.text': 'Вы вошли в Karvon. Выберите раздел, чтобы начать работу.',
  'welcome.branchesLoaded': 'Доступно филиалов: {count, number}',
  'welcome.screens': 'Ваши разделы',
  'welcome.noScreens': 'Вашей роли пока не открыт ни один раздел. Обратитесь к администратору.',
  'noAccess.text':
    'У вашей роли нет доступа к этой странице. Обратитесь к администратору или вернитесь на главную.',
  'noAccess.retry': 'Попробовать снова',
  'noAccess.home': 'На главную',
  'reset.subtitle': 'Введите номер телефона: мы отправим SMS с кодом',
  'reset.codeSent': 'Если номер {phone} зарегистрирован, на него отправлен код из 6 цифр',
  'reset.sendCode': 'Отправить код',
  'reset.backToLogin': 'Вернуться ко входу',
  'reset.code': 'Код из SMS',
  'reset.submit': 'Сменить пароль',
  'reset.otherPhone': 'Другой номер',
  'reset.noCode': 'Код не пришёл? Проверьте номер и запросите код ещё раз через минуту.',
  'reset.done': 'Пароль изменён. Войдите с новым паролем',
  'profile.name': 'ФИО',
  'profile.role': 'Роль',
  'profile.noRole': 'Роль не назначена',
  'profile.phoneNote': 'Номер телефона — ваш логин; его меняет администратор.',
  'profile.saved': 'Профиль сохранён',
  'profile.passwordTitle': 'Смена пароля',
  'profile.passwordChanged': 'Пароль изменён',
  'settings.theme': 'Тема',
  'settings.theme.light': 'Светлая',
  'settings.theme.dark': 'Тёмная',
} as const;

export type Messages = Record<keyof typeof messages, string>;
