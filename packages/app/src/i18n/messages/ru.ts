// Russian is the default and fallback language (SPEC §1, §9); its ids are the ids of every language.
export const ru = {
  'app.name': 'Karvon',
  'app.tagline': 'Back-office доставки и грузов',
  'app.loading': 'Загрузка…',
  'language.label': 'Язык',
  'language.ru': 'Русский',
  'language.uz': 'Oʻzbekcha',
  'language.uz-Cyrl': 'Ўзбекча',

  'login.title': 'Вход в систему',
  'login.subtitle': 'Войдите по номеру телефона и паролю',
  'login.phone': 'Телефон',
  'login.phoneDescription': '12 цифр, начиная с 998',
  'login.password': 'Пароль',
  'login.showPassword': 'Показать пароль',
  'login.pending': 'Выполняется вход…',
  'login.submit': 'Войти',
  'login.unknownError': 'Неизвестная ошибка',

  'validation.required': 'Это поле являеется обязательным',
  'validation.length': 'Пожалуйста, используйте {length} цифры',

  'welcome.title': 'Добро пожаловать, {name}!',
  'welcome.text': 'Вы вошли в Karvon. Выберите раздел, чтобы начать работу.',
  'welcome.branch': 'Рабочий филиал',
  'welcome.noBranch': 'Не выбран филиал',
  'welcome.branchesLoaded': 'Доступно филиалов: {count}',
  'welcome.toApplications': 'Заявки на доставку',

  'session.logout': 'Выйти',

  'page.del_application': 'Заявки на доставку',
  'page.coming': 'Этот раздел появится в ближайшем обновлении.',
  'notFound.title': 'Страница не найдена',
  'notFound.text': 'Такой страницы нет. Проверьте адрес или вернитесь на главную.',
  'notFound.home': 'На главную',

  'toast.close': 'Закрыть',
  'error.title': 'Ошибка',
  'error.network':
    'Произошла сетевая ошибка. Проверьте подключение к интернету или свяжитесь с разработчиками',
  'error.noResponse': 'Произошла ошибка, свяжитесь с разработчиками',
  'error.server': '500 Ошибка сервера',
  'error.tooManyRequests': 'Вы посылаете слишком много запросов',
  'error.offline': 'Нет связи с интернетом, проверьте подключение к сети',
} as const;

export type MessageId = keyof typeof ru;
export type Messages = Record<MessageId, string>;
