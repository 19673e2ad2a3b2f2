import type { Language } from './application-messages.ts';

type Sentences = Record<Language, string>;

/** Every sentence the logistics rules answer with, in Russian (default), Uzbek Latin and Uzbek Cyrillic. */
export const LOGISTICS_MESSAGES = {
  recordNotFound: { ru: 'Запись не найдена', uz: 'Yozuv topilmadi', 'uz-Cyrl': 'Ёзув топилмади' },
  productNotFound: { ru: 'Продукт не найден', uz: 'Mahsulot topilmadi', 'uz-Cyrl': 'Маҳсулот топилмади' },
  productExists: {
    ru: 'Продукт уже существует',
    uz: 'Mahsulot allaqachon mavjud',
    'uz-Cyrl': 'Маҳсулот аллақачон мавжуд',
  },
  productAlreadyApproved: {
    ru: 'Продукт уже утверждён',
    uz: 'Mahsulot allaqachon tasdiqlangan',
    'uz-Cyrl': 'Маҳсулот аллақачон тасдиқланган',
  },
  productApprovedNoEdit: {
    ru: 'Утверждённый продукт нельзя изменить',
    uz: "Tasdiqlangan mahsulotni o'zgartirib bo'lmaydi",
    'uz-Cyrl': 'Тасдиқланган маҳсулотни ўзгартириб бўлмайди',
  },
  pictureRequired: {
    ru: 'Пожалуйста, выберите изображение!',
    uz: 'Iltimos, rasmni tanlang!',
    'uz-Cyrl': 'Илтимос, расмни танланг!',
  },
  pictureType: {
    ru: 'Изображение должно быть в формате JPEG, PNG или WebP',
    uz: "Rasm JPEG, PNG yoki WebP formatida bo'lishi kerak",
    'uz-Cyrl': 'Расм JPEG, PNG ёки WebP форматида бўлиши керак',
  },
  pictureTooLarge: {
    ru: 'Изображение больше 5 МБ',
    uz: 'Rasm 5 MB dan katta',
    'uz-Cyrl': 'Расм 5 МБ дан катта',
  },
  productJson: {
    ru: 'Поле «Продукт» должно содержать продукт в формате JSON',
    uz: "«Mahsulot» maydonida mahsulot JSON ko'rinishida bo'lishi kerak",
    'uz-Cyrl': '«Маҳсулот» майдонида маҳсулот JSON кўринишида бўлиши керак',
  },
  carNumberTaken: {
    ru: 'Машина с таким номером уже есть',
    uz: 'Bunday raqamli mashina allaqachon bor',
    'uz-Cyrl': 'Бундай рақамли машина аллақачон бор',
  },
  carOnRoute: { ru: 'Машина в рейсе', uz: 'Mashina reysda', 'uz-Cyrl': 'Машина рейсда' },
  carNotActive: {
    ru: 'Машина не активна',
    uz: 'Mashina faol emas',
    'uz-Cyrl': 'Машина фаол эмас',
  },
  userNotFound: {
    ru: 'Пользователь не найден',
    uz: 'Foydalanuvchi topilmadi',
    'uz-Cyrl': 'Фойдаланувчи топилмади',
  },
  branchNotFound: { ru: 'Филиал не найден', uz: 'Filial topilmadi', 'uz-Cyrl': 'Филиал топилмади' },
  registerApproved: {
    ru: 'Реестр уже утверждён',
    uz: 'Reyestr allaqachon tasdiqlangan',
    'uz-Cyrl': 'Реестр аллақачон тасдиқланган',
  },
  totalTooLarge: {
    ru: 'Итоговая сумма превысит допустимый предел',
    uz: 'Jami summa ruxsat etilgan chegaradan oshib ketadi',
    'uz-Cyrl': 'Жами сумма рухсат этилган чегарадан ошиб кетади',
  },
  registerEmpty: {
    ru: 'В реестре нет продуктов',
    uz: "Reyestrda mahsulot yo'q",
    'uz-Cyrl': 'Реестрда маҳсулот йўқ',
  },
  reprintReason: {
    ru: 'Укажите причину повторной печати',
    uz: 'Qayta chop etish sababini kiriting',
    'uz-Cyrl': 'Қайта чоп этиш сабабини киритинг',
  },
  endOfDayExists: {
    ru: 'У филиала уже есть реестр конца дня за этот день',
    uz: 'Filialda bu kun uchun kun yakuni reyestri allaqachon bor',
    'uz-Cyrl': 'Филиалда бу кун учун кун якуни реестри аллақачон бор',
  },
  packingFinished: {
    ru: 'Упаковка уже завершена',
    uz: 'Qadoqlash allaqachon tugagan',
    'uz-Cyrl': 'Қадоқлаш аллақачон тугаган',
  },
  deadlineOutsideMonth: {
    ru: 'Дата должна быть в выбранном месяце',
    uz: "Sana tanlangan oy ichida bo'lishi kerak",
    'uz-Cyrl': 'Сана танланган ой ичида бўлиши керак',
  },
  sameBranches: {
    ru: 'Отправитель и получатель совпадают',
    uz: 'Yuboruvchi va qabul qiluvchi bir xil',
    'uz-Cyrl': 'Юборувчи ва қабул қилувчи бир хил',
  },
  cargoSent: {
    ru: 'Груз уже отправлен',
    uz: "Yuk allaqachon jo'natilgan",
    'uz-Cyrl': 'Юк аллақачон жўнатилган',
  },
  cargoEmpty: {
    ru: 'В грузе нет продуктов',
    uz: "Yukda mahsulot yo'q",
    'uz-Cyrl': 'Юкда маҳсулот йўқ',
  },
  cargoNotSent: {
    ru: 'Груз ещё не отправлен',
    uz: "Yuk hali jo'natilmagan",
    'uz-Cyrl': 'Юк ҳали жўнатилмаган',
  },
  cargoReceived: {
    ru: 'Груз уже принят',
    uz: 'Yuk allaqachon qabul qilingan',
    'uz-Cyrl': 'Юк аллақачон қабул қилинган',
  },
  cargoSenderOnly: {
    ru: 'Это может сделать только филиал-отправитель',
    uz: "Buni faqat jo'natuvchi filial qila oladi",
    'uz-Cyrl': 'Буни фақат жўнатувчи филиал қила олади',
  },
  cargoReceiverOnly: {
    ru: 'Принять груз может только филиал-получатель',
    uz: 'Yukni faqat qabul qiluvchi filial qabul qila oladi',
    'uz-Cyrl': 'Юкни фақат қабул қилувчи филиал қабул қила олади',
  },
  codeUnknown: {
    ru: 'Продукт с таким кодом не найден',
    uz: 'Bunday kodli mahsulot topilmadi',
    'uz-Cyrl': 'Бундай кодли маҳсулот топилмади',
  },
  codeRepeated: {
    ru: 'Этот код уже есть в списке',
    uz: "Bu kod ro'yxatda allaqachon bor",
    'uz-Cyrl': 'Бу код рўйхатда аллақачон бор',
  },
  productInRegister: {
    ru: 'Продукт уже в реестре',
    uz: 'Mahsulot allaqachon reyestrda',
    'uz-Cyrl': 'Маҳсулот аллақачон реестрда',
  },
  productInCargo: {
    ru: 'Продукт уже в грузе',
    uz: 'Mahsulot allaqachon yukda',
    'uz-Cyrl': 'Маҳсулот аллақачон юкда',
  },
  applicationAttached: {
    ru: 'Заявка уже прикреплена к машине',
    uz: 'Ariza allaqachon mashinaga biriktirilgan',
    'uz-Cyrl': 'Ариза аллақачон машинага бириктирилган',
  },
  applicationNotReady: {
    ru: 'Заявка не готова к погрузке',
    uz: 'Ariza yuklashga tayyor emas',
    'uz-Cyrl': 'Ариза юклашга тайёр эмас',
  },
} as const satisfies Record<string, Sentences>;

export type LogisticsMessage = keyof typeof LOGISTICS_MESSAGES;
