import type { ApplicationStep, ErrorItem } from '@karvon/contracts';
import type { BulkRefusal, Refusal } from './application-workflow.ts';

/** The languages of SPEC §1: Russian (default and fallback), Uzbek in Latin and in Cyrillic script. */
export type Language = 'ru' | 'uz' | 'uz-Cyrl';

/** Picks the first language of an Accept-Language header that Karvon speaks; Russian otherwise. */
export function languageOf(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'uz-cyrl' || tag.startsWith('uz-cyrl-')) return 'uz-Cyrl';
    if (tag === 'uz' || tag.startsWith('uz-')) return 'uz';
    if (tag === 'ru' || tag.startsWith('ru-')) return 'ru';
  }
  return 'ru';
}

type Sentences = Record<Language, string>;

const STEP_NAMES: Record<ApplicationStep, Sentences> = {
  registered: { ru: 'Зарегистрирована', uz: "Ro'yxatga olingan", 'uz-Cyrl': 'Рўйхатга олинган' },
  collecting: { ru: 'Сборка', uz: "Yig'ilmoqda", 'uz-Cyrl': 'Йиғилмоқда' },
  packing: { ru: 'Упаковка', uz: 'Qadoqlanmoqda', 'uz-Cyrl': 'Қадоқланмоқда' },
  ready_to_load: { ru: 'Готова к погрузке', uz: 'Yuklashga tayyor', 'uz-Cyrl': 'Юклашга тайёр' },
  loading: { ru: 'Погрузка', uz: 'Yuklanmoqda', 'uz-Cyrl': 'Юкланмоқда' },
  in_transit: { ru: 'В пути', uz: "Yo'lda", 'uz-Cyrl': 'Йўлда' },
  at_branch: { ru: 'В филиале', uz: 'Filialda', 'uz-Cyrl': 'Филиалда' },
  out_for_delivery: { ru: 'У водителя', uz: 'Haydovchida', 'uz-Cyrl': 'Ҳайдовчида' },
  delivered: { ru: 'Доставлена', uz: 'Yetkazildi', 'uz-Cyrl': 'Етказилди' },
  returning: { ru: 'Возврат', uz: 'Qaytarilmoqda', 'uz-Cyrl': 'Қайтарилмоқда' },
};

const ONE: Record<Exclude<Refusal['reason'], 'step_not_allowed'>, Sentences> = {
  not_found: { ru: 'Запись не найдена', uz: 'Yozuv topilmadi', 'uz-Cyrl': 'Ёзув топилмади' },
  other_step: {
    ru: 'Заявка находится на другом шаге',
    uz: 'Ariza boshqa bosqichda',
    'uz-Cyrl': 'Ариза бошқа босқичда',
  },
  frozen: {
    ru: 'Заявка уже заморожена',
    uz: 'Ariza allaqachon muzlatilgan',
    'uz-Cyrl': 'Ариза аллақачон музлатилган',
  },
  not_frozen: { ru: 'Заявка не заморожена', uz: 'Ariza muzlatilmagan', 'uz-Cyrl': 'Ариза музлатилмаган' },
  closed: { ru: 'Заявка закрыта', uz: 'Ariza yopilgan', 'uz-Cyrl': 'Ариза ёпилган' },
  delivered: {
    ru: 'Заявка уже доставлена',
    uz: 'Ariza allaqachon yetkazilgan',
    'uz-Cyrl': 'Ариза аллақачон етказилган',
  },
  first_step: {
    ru: 'Заявка уже на первом шаге',
    uz: 'Ariza birinchi bosqichda',
    'uz-Cyrl': 'Ариза биринчи босқичда',
  },
  no_previous_step: {
    ru: 'В истории заявки нет шага, на который можно вернуться',
    uz: "Ariza tarixida qaytish mumkin bo'lgan bosqich yo'q",
    'uz-Cyrl': 'Ариза тарихида қайтиш мумкин бўлган босқич йўқ',
  },
};

/** The same refusals within a bulk request, naming the application. */
const MANY: Record<Exclude<Refusal['reason'], 'step_not_allowed'>, (id: number) => Sentences> = {
  not_found: (id) => ({
    ru: `Заявка ${id} не найдена`,
    uz: `${id}-ariza topilmadi`,
    'uz-Cyrl': `${id}-ариза топилмади`,
  }),
  other_step: (id) => ({
    ru: `Заявка ${id} находится на другом шаге`,
    uz: `${id}-ariza boshqa bosqichda`,
    'uz-Cyrl': `${id}-ариза бошқа босқичда`,
  }),
  frozen: (id) => ({
    ru: `Заявка ${id} заморожена`,
    uz: `${id}-ariza muzlatilgan`,
    'uz-Cyrl': `${id}-ариза музлатилган`,
  }),
  not_frozen: (id) => ({
    ru: `Заявка ${id} не заморожена`,
    uz: `${id}-ariza muzlatilmagan`,
    'uz-Cyrl': `${id}-ариза музлатилмаган`,
  }),
  closed: (id) => ({
    ru: `Заявка ${id} закрыта`,
    uz: `${id}-ariza yopilgan`,
    'uz-Cyrl': `${id}-ариза ёпилган`,
  }),
  delivered: (id) => ({
    ru: `Заявка ${id} уже доставлена`,
    uz: `${id}-ariza allaqachon yetkazilgan`,
    'uz-Cyrl': `${id}-ариза аллақачон етказилган`,
  }),
  first_step: (id) => ({
    ru: `Заявка ${id} уже на первом шаге`,
    uz: `${id}-ariza birinchi bosqichda`,
    'uz-Cyrl': `${id}-ариза биринчи босқичда`,
  }),
  no_previous_step: (id) => ({
    ru: `В истории заявки ${id} нет шага, на который можно вернуться`,
    uz: `${id}-ariza tarixida qaytish mumkin bo'lgan bosqich yo'q`,
    'uz-Cyrl': `${id}-ариза тарихида қайтиш мумкин бўлган босқич йўқ`,
  }),
};

function stepNotAllowed(from: ApplicationStep, to: ApplicationStep, language: Language): string {
  const [a, b] = [STEP_NAMES[from][language], STEP_NAMES[to][language]];
  return {
    ru: `С шага «${a}» нельзя перейти на шаг «${b}»`,
    uz: `«${a}» bosqichidan «${b}» bosqichiga o'tib bo'lmaydi`,
    'uz-Cyrl': `«${a}» босқичидан «${b}» босқичига ўтиб бўлмайди`,
  }[language];
}

export function refusalMessage(refusal: Refusal, language: Language): string {
  if (refusal.reason === 'step_not_allowed') return stepNotAllowed(refusal.from, refusal.to, language);
  return ONE[refusal.reason][language];
}

/** One error per refused element, its field being its place in the request (`ids[2]`). */
export function bulkRefusalErrors(
  refusals: readonly BulkRefusal[],
  language: Language,
  field = 'ids',
): ErrorItem[] {
  return refusals.map(({ index, refusal }) => ({
    message:
      refusal.reason === 'step_not_allowed'
        ? stepNotAllowed(refusal.from, refusal.to, language)
        : MANY[refusal.reason](refusal.id)[language],
    field: `${field}[${index}]`,
  }));
}

/** The comment that records a removed file on its application, in the language of whoever removed it. */
export function fileRemovedComment(name: string, language: Language): string {
  return {
    ru: `Удалён файл «${name}»`,
    uz: `«${name}» fayli oʻchirildi`,
    'uz-Cyrl': `«${name}» файли ўчирилди`,
  }[language];
}

export const FILE_MESSAGES = {
  tooMany: {
    ru: 'Можно прикрепить не более 10 файлов',
    uz: "Ko'pi bilan 10 ta fayl biriktirish mumkin",
    'uz-Cyrl': 'Кўпи билан 10 та файл бириктириш мумкин',
  },
  tooLarge: { ru: 'Файл больше 20 МБ', uz: 'Fayl 20 MB dan katta', 'uz-Cyrl': 'Файл 20 МБ дан катта' },
  badType: {
    ru: 'Этот тип файла не принимается',
    uz: 'Bu turdagi fayl qabul qilinmaydi',
    'uz-Cyrl': 'Бу турдаги файл қабул қилинмайди',
  },
  notMultipart: {
    ru: 'Файлы отправляются как multipart/form-data в поле files',
    uz: "Fayllar multipart/form-data ko'rinishida files maydonida yuboriladi",
    'uz-Cyrl': 'Файллар multipart/form-data кўринишида files майдонида юборилади',
  },
  noFiles: {
    ru: 'Выберите хотя бы один файл',
    uz: 'Kamida bitta faylni tanlang',
    'uz-Cyrl': 'Камида битта файлни танланг',
  },
} as const satisfies Record<string, Sentences>;

export const RECORD_NOT_FOUND: Sentences = ONE.not_found;
