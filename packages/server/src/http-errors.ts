import type { ErrorItem, ErrorResponse } from '@karvon/contracts';

/** An answer other than success, with human messages as the contract's ErrorResponse carries them. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ErrorItem[];

  constructor(statusCode: number, errors: string | ErrorItem[]) {
    const items = typeof errors === 'string' ? [{ message: errors }] : errors;
    super(items.map((item) => item.message).join('; '));
    this.statusCode = statusCode;
    this.errors = items;
  }

  get body(): ErrorResponse {
    return { errors: this.errors };
  }
}

export const messages = {
  badRequest: 'Некорректный запрос',
  emptyBody: 'Тело запроса пустое',
  invalidJson: 'Тело запроса не является корректным JSON',
  notJson: 'Тело запроса должно быть в формате JSON',
  bodyTooLarge: 'Тело запроса слишком большое',
  bodyNotObject: 'Тело запроса должно быть JSON-объектом',
  signInRequired: 'Требуется вход в систему',
  sessionNotValid: 'Сессия недействительна или истекла, войдите снова',
  refreshNotValid: 'Токен обновления недействителен или истёк, войдите снова',
  wrongCredentials: 'Неверный номер телефона или пароль',
  forbidden: 'Недостаточно прав для этого действия',
  notFound: 'Запрошенный адрес не найден',
  tooManyRequests: 'Вы посылаете слишком много запросов',
  required: 'Это поле является обязательным',
  wrongCurrentPassword: 'Текущий пароль указан неверно',
  unavailable: 'Этот сайт временно не работает',
  notImplemented: 'Эта операция ещё не реализована',
  serverError: 'Внутренняя ошибка сервера, попробуйте позже',
} as const;
