import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';

/**
 * The validation messages of SPEC §5 in the product's three languages. The Russian texts are the
 * client's, but for the evident typo 'являеется', written 'является'.
 */
export const validationMessageKeys = [
  'required',
  'length',
  'branchRequired',
  'imageRequired',
  'productExists',
  'deadlineRequired',
  'invalidDate',
  'invalidTime',
  'invalidEmail',
  'invalidColor',
] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

export const validationMessages = {
  ru: {
    required: 'Это поле является обязательным',
    length: 'Пожалуйста, используйте {length} цифры',
    branchRequired: 'Прикрепление филиала обязательно',
    imageRequired: 'Пожалуйста, выберите изображение!',
    productExists: 'Такой продукт уже существует',
    deadlineRequired: 'Выберите дату и месяц',
    invalidDate: 'Неверный формат даты',
    invalidTime: 'Неверный формат времени',
    invalidEmail: 'Неверный формат электронной почты',
    invalidColor: 'Неверный формат цвета',
  },
  uz: {
    required: 'Bu maydon toʻldirilishi shart',
    length: 'Iltimos, {length} ta raqamdan foydalaning',
    branchRequired: 'Filialni biriktirish majburiy',
    imageRequired: 'Iltimos, rasmni tanlang!',
    productExists: 'Bunday mahsulot allaqachon mavjud',
    deadlineRequired: 'Sana va oyni tanlang',
    invalidDate: 'Sana formati notoʻgʻri',
    invalidTime: 'Vaqt formati notoʻgʻri',
    invalidEmail: 'Elektron pochta formati notoʻgʻri',
    invalidColor: 'Rang formati notoʻgʻri',
  },
  'uz-Cyrl': {
    required: 'Бу майдон тўлдирилиши шарт',
    length: 'Илтимос, {length} та рақамдан фойдаланинг',
    branchRequired: 'Филиални бириктириш мажбурий',
    imageRequired: 'Илтимос, расмни танланг!',
    productExists: 'Бундай маҳсулот аллақачон мавжуд',
    deadlineRequired: 'Сана ва ойни танланг',
    invalidDate: 'Сана формати нотўғри',
    invalidTime: 'Вақт формати нотўғри',
    invalidEmail: 'Электрон почта формати нотўғри',
    invalidColor: 'Ранг формати нотўғри',
  },
} as const satisfies Record<UiLocale, Record<ValidationMessageKey, string>>;

/** A validation message in a language, with `{name}` placeholders filled ('{length}' -> 9). */
export function validationMessage(
  key: ValidationMessageKey,
  locale: UiLocale,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return validationMessages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The few words the form controls say themselves (button names, empty lists). React Aria has no
 * Uzbek strings, so every control gets its labels from here; each can be overridden by a prop.
 */
export const controlLabels = {
  ru: {
    clear: 'Очистить',
    increment: 'Увеличить',
    decrement: 'Уменьшить',
    noData: 'Нет данных',
    noResults: 'Нет результатов',
    loading: 'Загрузка…',
    openCalendar: 'Открыть календарь',
    previousMonth: 'Предыдущий месяц',
    nextMonth: 'Следующий месяц',
    showOptions: 'Показать варианты',
    download: 'Скачать',
    remove: 'Удалить',
    uploading: 'Загружается',
    uploadFailed: 'Не удалось загрузить',
    chooseImage: 'Выбрать изображение',
    replaceImage: 'Заменить',
    dropImage: 'Перетащите изображение сюда или',
    imagePreview: 'Предпросмотр',
    files: 'Файлы',
    selectPlaceholder: 'Выберите…',
  },
  uz: {
    clear: 'Tozalash',
    increment: 'Koʻpaytirish',
    decrement: 'Kamaytirish',
    noData: 'Maʼlumot yoʻq',
    noResults: 'Natija yoʻq',
    loading: 'Yuklanmoqda…',
    openCalendar: 'Kalendarni ochish',
    previousMonth: 'Oldingi oy',
    nextMonth: 'Keyingi oy',
    showOptions: 'Variantlarni koʻrsatish',
    download: 'Yuklab olish',
    remove: 'Oʻchirish',
    uploading: 'Yuklanmoqda',
    uploadFailed: 'Yuklab boʻlmadi',
    chooseImage: 'Rasm tanlash',
    replaceImage: 'Almashtirish',
    dropImage: 'Rasmni shu yerga tashlang yoki',
    imagePreview: 'Oldindan koʻrish',
    files: 'Fayllar',
    selectPlaceholder: 'Tanlang…',
  },
  'uz-Cyrl': {
    clear: 'Тозалаш',
    increment: 'Кўпайтириш',
    decrement: 'Камайтириш',
    noData: 'Маълумот йўқ',
    noResults: 'Натижа йўқ',
    loading: 'Юкланмоқда…',
    openCalendar: 'Календарни очиш',
    previousMonth: 'Олдинги ой',
    nextMonth: 'Кейинги ой',
    showOptions: 'Вариантларни кўрсатиш',
    download: 'Юклаб олиш',
    remove: 'Ўчириш',
    uploading: 'Юкланмоқда',
    uploadFailed: 'Юклаб бўлмади',
    chooseImage: 'Расм танлаш',
    replaceImage: 'Алмаштириш',
    dropImage: 'Расмни шу ерга ташланг ёки',
    imagePreview: 'Олдиндан кўриш',
    files: 'Файллар',
    selectPlaceholder: 'Танланг…',
  },
} as const satisfies Record<UiLocale, Record<string, string>>;
export type ControlLabel = keyof (typeof controlLabels)['ru'];

/** The control labels in the language of the nearest `UiLocaleProvider`. */
export const useControlLabels = () => controlLabels[useUiLocale()];
