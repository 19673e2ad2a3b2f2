import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { FastifyRequest } from 'fastify';
import type { ErrorItem } from '@karvon/contracts';
import { languageOf, type Language } from '../domain/application-messages.ts';

/** OWASP ASVS L2 V2.1: at least 12 characters (Unicode code points), at most 128. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's 3 of 0–4: about 10^8 guesses or more, "safely unguessable" against online attacks. */
const MIN_SCORE = 3;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'personal';

/** The account whose password it is: a password must not be made of its phone or name. */
export interface PasswordOwner {
  phone?: string | undefined;
  name?: string | undefined;
}

const SENTENCES: Record<PasswordProblem, Record<Language, string>> = {
  tooShort: {
    ru: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`,
    uz: `Parol kamida ${PASSWORD_MIN_LENGTH} ta belgidan iborat bo'lishi kerak`,
    'uz-Cyrl': `Парол камида ${PASSWORD_MIN_LENGTH} та белгидан иборат бўлиши керак`,
  },
  tooLong: {
    ru: `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`,
    uz: `Parol ${PASSWORD_MAX_LENGTH} ta belgidan oshmasligi kerak`,
    'uz-Cyrl': `Парол ${PASSWORD_MAX_LENGTH} та белгидан ошмаслиги керак`,
  },
  common: {
    ru: 'Этот пароль слишком простой или широко известен, придумайте другой',
    uz: "Bu parol juda oddiy yoki keng tarqalgan, boshqasini o'ylab toping",
    'uz-Cyrl': 'Бу парол жуда оддий ёки кенг тарқалган, бошқасини ўйлаб топинг',
  },
  personal: {
    ru: 'Пароль не должен содержать номер телефона или имя',
    uz: "Parolda telefon raqami yoki ism bo'lmasligi kerak",
    'uz-Cyrl': 'Паролда телефон рақами ёки исм бўлмаслиги керак',
  },
};

// Built on first use (~30 ms): the dictionaries are not unpacked by a server that never sets a password.
let estimator: ZxcvbnFactory | undefined;

const lettersAndDigits = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Why a new password is refused, or null when it may be set. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';

  // The nine digits after 998, however they are written in the password (spaces, dashes...).
  const phoneDigits = owner.phone?.replace(/^998/, '') ?? '';
  const name = lettersAndDigits(owner.name ?? '');
  if (
    (phoneDigits.length > 0 && password.replace(/\D/g, '').includes(phoneDigits)) ||
    (name.length >= 4 && lettersAndDigits(password).includes(name))
  )
    return 'personal';

  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const userInputs = [...(owner.name?.split(/\s+/) ?? []), ...(owner.phone ? [owner.phone] : [])];
  const { score, sequence } = estimator.check(password, userInputs);
  // A listed password, even l33t-spelt or reversed, is refused whatever score its length earns it.
  const listed = sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.token.length === password.length,
  );
  return listed || score < MIN_SCORE ? 'common' : null;
}

/** The refusal of a new password on its field, in the request's language; null when it may be set. */
export function passwordError(
  request: FastifyRequest,
  password: string,
  owner: PasswordOwner,
  field = 'password',
): ErrorItem | null {
  const problem = passwordProblem(password, owner);
  if (problem === null) return null;
  return { field, message: SENTENCES[problem][languageOf(request.headers['accept-language'])] };
}
