import type { ErrorItem, ErrorResponse } from '@karvon/contracts';
import type { Language } from './domain/application-messages.ts';

/** One sentence in every language of SPEC §1, or a sentence a route has already put in the caller's language. */
export type Message = string | Readonly<Record<Language, string>>;

/** An error item whose sentence may still wait for the request's language. */
export interface Refusal {
  message: Message;
  field?: string;
}

const inLanguage = (message: Message, language: Language) =>
  typeof message === 'string' ? message : message[language];

/** An answer other than success, with human messages as the contract's ErrorResponse carries them. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly refusals: readonly Refusal[];

  constructor(statusCode: number, errors: Message | readonly Refusal[]) {
    const items: readonly Refusal[] = Array.isArray(errors) ? errors : [{ message: errors as Message }];
    super(items.map((item) => inLanguage(item.message, 'ru')).join('; '));
    this.statusCode = statusCode;
    this.refusals = items;
  }

  /** The errors in the request's language (Accept-Language; Russian by default). */
  errorsIn(language: Language): ErrorItem[] {
    return this.refusals.map(({ message, field }) => ({
      message: inLanguage(message, language),
      ...(field !== undefined && { field }),
    }));
  }

  bodyIn(language: Language): ErrorResponse {
    return { errors: this.errorsIn(language) };
  }
}

/** The server's own sentences in ru (default), uz and uz-Cyrl; each answer takes the request's (Accept-Language). */
export const messages = {
  badRequest: { ru: 'Некорректный запрос', uz: "So'rov noto'g'ri", 'uz-Cyrl': 'Сўров нотўғри' },
  emptyBody: { ru: 'Тело запроса пустое', uz: "So'rov tanasi bo'sh", 'uz-Cyrl': 'Сўров танаси бўш' },
  invalidJson: {
    ru: 'Тело запроса не является корректным JSON',
    uz: "So'rov tanasi to'g'ri JSON emas",
    'uz-Cyrl': 'Сўров танаси тўғри JSON эмас',
  },
  notJson: {
    ru: 'Тело запроса должно быть в формате JSON',
    uz: "So'rov tanasi JSON formatida bo'lishi kerak",
    'uz-Cyrl': 'Сўров танаси JSON форматида бўлиши керак',
  },
  bodyTooLarge: {
    ru: 'Тело запроса слишком большое',
    uz: "So'rov tanasi juda katta",
    'uz-Cyrl': 'Сўров танаси жуда катта',
  },
  bodyNotObject: {
    ru: 'Тело запроса должно быть JSON-объектом',
    uz: "So'rov tanasi JSON obyekti bo'lishi kerak",
    'uz-Cyrl': 'Сўров танаси JSON объекти бўлиши керак',
  },
  signInRequired: {
    ru: 'Требуется вход в систему',
    uz: 'Tizimga kirish talab qilinadi',
    'uz-Cyrl': 'Тизимга кириш талаб қилинади',
  },
  sessionNotValid: {
    ru: 'Сессия недействительна или истекла, войдите снова',
    uz: "Seans yaroqsiz yoki muddati o'tgan, qaytadan kiring",
    'uz-Cyrl': 'Сеанс яроқсиз ёки муддати ўтган, қайтадан киринг',
  },
  refreshNotValid: {
    ru: 'Токен обновления недействителен или истёк, войдите снова',
    uz: "Yangilash tokeni yaroqsiz yoki muddati o'tgan, qaytadan kiring",
    'uz-Cyrl': 'Янгилаш токени яроқсиз ёки муддати ўтган, қайтадан киринг',
  },
  wrongCredentials: {
    ru: 'Неверный номер телефона или пароль',
    uz: "Telefon raqami yoki parol noto'g'ri",
    'uz-Cyrl': 'Телефон рақами ёки парол нотўғри',
  },
  forbidden: {
    ru: 'Недостаточно прав для этого действия',
    uz: 'Bu amal uchun huquqingiz yetarli emas',
    'uz-Cyrl': 'Бу амал учун ҳуқуқингиз етарли эмас',
  },
  notFound: {
    ru: 'Запрошенный адрес не найден',
    uz: "So'ralgan manzil topilmadi",
    'uz-Cyrl': 'Сўралган манзил топилмади',
  },
  tooManyRequests: {
    ru: 'Вы посылаете слишком много запросов',
    uz: "Siz juda ko'p so'rov yuboryapsiz",
    'uz-Cyrl': 'Сиз жуда кўп сўров юборяпсиз',
  },
  required: {
    ru: 'Это поле является обязательным',
    uz: "Bu maydon to'ldirilishi shart",
    'uz-Cyrl': 'Бу майдон тўлдирилиши шарт',
  },
  wrongCurrentPassword: {
    ru: 'Текущий пароль указан неверно',
    uz: "Joriy parol noto'g'ri kiritilgan",
    'uz-Cyrl': 'Жорий парол нотўғри киритилган',
  },
  unavailable: {
    ru: 'Этот сайт временно не работает',
    uz: 'Bu sayt vaqtincha ishlamayapti',
    'uz-Cyrl': 'Бу сайт вақтинча ишламаяпти',
  },
  notImplemented: {
    ru: 'Эта операция ещё не реализована',
    uz: 'Bu amal hali amalga oshirilmagan',
    'uz-Cyrl': 'Бу амал ҳали амалга оширилмаган',
  },
  serverError: {
    ru: 'Внутренняя ошибка сервера, попробуйте позже',
    uz: "Serverda ichki xato, keyinroq urinib ko'ring",
    'uz-Cyrl': 'Серверда ички хато, кейинроқ уриниб кўринг',
  },
} as const;
