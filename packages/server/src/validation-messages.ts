import type { ErrorObject } from 'ajv';
import type { Language } from './domain/application-messages.ts';
import { fieldLabel } from './field-labels.ts';

type Sentences = Record<Language, string>;

interface Params {
  limit?: number;
  type?: string | string[];
}

/** How each language says what is wrong with a field it names `field` (its label, see field-labels.ts). */
interface Grammar {
  /** The sentence for each keyword of the contract's schemas (and the server's own `nul`), and any other. */
  keywords: Partial<Record<string, (field: string, params: Params) => string>>;
  other: (field: string) => string;
  types: Readonly<Record<string, string>>;
  or: string;
}

const ruPlural = new Intl.PluralRules('ru');
/** "не меньше 21 символа", "не больше 500 символов": the genitive after a number. */
const ruCount = (limit: number | undefined, one: string, many: string) =>
  `${limit} ${ruPlural.select(limit ?? 0) === 'one' ? one : many}`;

const RU: Grammar = {
  keywords: {
    required: (f) => `Поле «${f}» обязательно`,
    type: (f, p) => `Поле «${f}» должно быть ${typesIn(RU, p)}`,
    minLength: (f, p) =>
      p.limit === 1
        ? `Поле «${f}» не должно быть пустым`
        : `Поле «${f}» должно содержать не меньше ${ruCount(p.limit, 'символа', 'символов')}`,
    maxLength: (f, p) => `Поле «${f}» должно содержать не больше ${ruCount(p.limit, 'символа', 'символов')}`,
    minimum: (f, p) => `Поле «${f}» должно быть не меньше ${p.limit}`,
    maximum: (f, p) => `Поле «${f}» должно быть не больше ${p.limit}`,
    pattern: (f) => `Поле «${f}» имеет неверный формат`,
    format: (f) => `Поле «${f}» имеет неверный формат`,
    enum: (f) => `Поле «${f}» имеет недопустимое значение`,
    const: (f) => `Поле «${f}» имеет недопустимое значение`,
    additionalProperties: (f) => `Поле «${f}» не предусмотрено`,
    minItems: (f, p) =>
      p.limit === 1
        ? `Поле «${f}» не должно быть пустым`
        : `Поле «${f}» должно содержать не меньше ${ruCount(p.limit, 'элемента', 'элементов')}`,
    maxItems: (f, p) => `Поле «${f}» должно содержать не больше ${ruCount(p.limit, 'элемента', 'элементов')}`,
    uniqueItems: (f) => `Поле «${f}» содержит повторяющиеся значения`,
    nul: (f) => `Поле «${f}» содержит недопустимый символ (U+0000)`,
  },
  other: (f) => `Поле «${f}» заполнено неверно`,
  types: {
    string: 'строкой',
    integer: 'целым числом',
    number: 'числом',
    boolean: 'логическим значением',
    object: 'объектом',
    array: 'массивом',
    null: 'null',
  },
  or: ' или ',
};

const UZ: Grammar = {
  keywords: {
    required: (f) => `«${f}» maydoni to'ldirilishi shart`,
    type: (f, p) => `«${f}» maydoni ${typesIn(UZ, p)} bo'lishi kerak`,
    minLength: (f, p) =>
      p.limit === 1
        ? `«${f}» maydoni bo'sh bo'lmasligi kerak`
        : `«${f}» maydoni kamida ${p.limit} ta belgidan iborat bo'lishi kerak`,
    maxLength: (f, p) => `«${f}» maydoni ko'pi bilan ${p.limit} ta belgidan iborat bo'lishi kerak`,
    minimum: (f, p) => `«${f}» maydoni kamida ${p.limit} bo'lishi kerak`,
    maximum: (f, p) => `«${f}» maydoni ko'pi bilan ${p.limit} bo'lishi kerak`,
    pattern: (f) => `«${f}» maydoni noto'g'ri formatda`,
    format: (f) => `«${f}» maydoni noto'g'ri formatda`,
    enum: (f) => `«${f}» maydonida ruxsat etilmagan qiymat`,
    const: (f) => `«${f}» maydonida ruxsat etilmagan qiymat`,
    additionalProperties: (f) => `«${f}» maydoni nazarda tutilmagan`,
    minItems: (f, p) =>
      p.limit === 1
        ? `«${f}» maydoni bo'sh bo'lmasligi kerak`
        : `«${f}» maydonida kamida ${p.limit} ta element bo'lishi kerak`,
    maxItems: (f, p) => `«${f}» maydonida ko'pi bilan ${p.limit} ta element bo'lishi kerak`,
    uniqueItems: (f) => `«${f}» maydonida takroriy qiymatlar bor`,
    nul: (f) => `«${f}» maydonida ruxsat etilmagan belgi bor (U+0000)`,
  },
  other: (f) => `«${f}» maydoni noto'g'ri to'ldirilgan`,
  types: {
    string: 'satr',
    integer: 'butun son',
    number: 'son',
    boolean: 'mantiqiy qiymat',
    object: 'obyekt',
    array: 'massiv',
    null: 'null',
  },
  or: ' yoki ',
};

const UZ_CYRL: Grammar = {
  keywords: {
    required: (f) => `«${f}» майдони тўлдирилиши шарт`,
    type: (f, p) => `«${f}» майдони ${typesIn(UZ_CYRL, p)} бўлиши керак`,
    minLength: (f, p) =>
      p.limit === 1
        ? `«${f}» майдони бўш бўлмаслиги керак`
        : `«${f}» майдони камида ${p.limit} та белгидан иборат бўлиши керак`,
    maxLength: (f, p) => `«${f}» майдони кўпи билан ${p.limit} та белгидан иборат бўлиши керак`,
    minimum: (f, p) => `«${f}» майдони камида ${p.limit} бўлиши керак`,
    maximum: (f, p) => `«${f}» майдони кўпи билан ${p.limit} бўлиши керак`,
    pattern: (f) => `«${f}» майдони нотўғри форматда`,
    format: (f) => `«${f}» майдони нотўғри форматда`,
    enum: (f) => `«${f}» майдонида рухсат этилмаган қиймат`,
    const: (f) => `«${f}» майдонида рухсат этилмаган қиймат`,
    additionalProperties: (f) => `«${f}» майдони назарда тутилмаган`,
    minItems: (f, p) =>
      p.limit === 1
        ? `«${f}» майдони бўш бўлмаслиги керак`
        : `«${f}» майдонида камида ${p.limit} та элемент бўлиши керак`,
    maxItems: (f, p) => `«${f}» майдонида кўпи билан ${p.limit} та элемент бўлиши керак`,
    uniqueItems: (f) => `«${f}» майдонида такрорий қийматлар бор`,
    nul: (f) => `«${f}» майдонида рухсат этилмаган белги бор (U+0000)`,
  },
  other: (f) => `«${f}» майдони нотўғри тўлдирилган`,
  types: {
    string: 'сатр',
    integer: 'бутун сон',
    number: 'сон',
    boolean: 'мантиқий қиймат',
    object: 'объект',
    array: 'массив',
    null: 'null',
  },
  or: ' ёки ',
};

function typesIn(grammar: Grammar, params: Params): string {
  return [params.type ?? []]
    .flat()
    .map((type) => grammar.types[type] ?? type)
    .join(grammar.or);
}

const GRAMMARS: Readonly<Record<Language, Grammar>> = { ru: RU, uz: UZ, 'uz-Cyrl': UZ_CYRL };

/** The keywords with a sentence of their own (the rest get "filled in wrongly"). */
export const DESCRIBED_KEYWORDS: ReadonlySet<string> = new Set(Object.keys(RU.keywords));

/** One Ajv error about the field at `path` as a sentence in each language, naming the field as people do. */
export function validationSentence(error: ErrorObject, path: string): Sentences {
  const say = (language: Language) => {
    const grammar = GRAMMARS[language];
    const field = fieldLabel(path, language);
    const sentence = grammar.keywords[error.keyword];
    return sentence === undefined ? grammar.other(field) : sentence(field, error.params as Params);
  };
  return { ru: say('ru'), uz: say('uz'), 'uz-Cyrl': say('uz-Cyrl') };
}
