import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors.ts';
import { languageOf, type Language } from './application-messages.ts';

type Sentences = Record<Language, string>;

/** Every refusal of the admin area (branches, access, users, settings, questions, password reset). */
export const ADMIN_MESSAGES = {
  notFound: { ru: 'Запись не найдена', uz: 'Yozuv topilmadi', 'uz-Cyrl': 'Ёзув топилмади' },
  required: {
    ru: 'Это поле является обязательным',
    uz: "Bu maydon to'ldirilishi shart",
    'uz-Cyrl': 'Бу майдон тўлдирилиши шарт',
  },
  forbidden: {
    ru: 'У вас нет доступа к этому действию',
    uz: "Bu amalni bajarishga ruxsatingiz yo'q",
    'uz-Cyrl': 'Бу амални бажаришга рухсатингиз йўқ',
  },
  branchNotChosen: { ru: 'Не выбран филиал', uz: 'Filial tanlanmagan', 'uz-Cyrl': 'Филиал танланмаган' },
  branchNotFound: { ru: 'Филиал не найден', uz: 'Filial topilmadi', 'uz-Cyrl': 'Филиал топилмади' },
  branchNameTaken: {
    ru: 'Филиал с таким названием уже есть',
    uz: 'Bunday nomli filial allaqachon bor',
    'uz-Cyrl': 'Бундай номли филиал аллақачон бор',
  },
  attachedToItself: {
    ru: 'Филиал нельзя прикрепить к самому себе',
    uz: "Filialni o'ziga biriktirib bo'lmaydi",
    'uz-Cyrl': 'Филиални ўзига бириктириб бўлмайди',
  },
  regionNotFound: { ru: 'Регион не найден', uz: 'Viloyat topilmadi', 'uz-Cyrl': 'Вилоят топилмади' },
  districtNotInRegion: {
    ru: 'Район не найден в этом регионе',
    uz: 'Bu viloyatda bunday tuman yoʻq',
    'uz-Cyrl': 'Бу вилоятда бундай туман йўқ',
  },
  groupNotFound: { ru: 'Группа не найдена', uz: 'Guruh topilmadi', 'uz-Cyrl': 'Гуруҳ топилмади' },
  groupNameTaken: {
    ru: 'Группа с таким названием уже есть',
    uz: 'Bunday nomli guruh allaqachon bor',
    'uz-Cyrl': 'Бундай номли гуруҳ аллақачон бор',
  },
  mainWarehouseInactive: {
    ru: 'Главный склад нельзя деактивировать',
    uz: "Asosiy omborni faolsizlantirib bo'lmaydi",
    'uz-Cyrl': 'Асосий омборни фаолсизлантириб бўлмайди',
  },
  mainWarehouseDelete: {
    ru: 'Главный склад нельзя удалить',
    uz: "Asosiy omborni o'chirib bo'lmaydi",
    'uz-Cyrl': 'Асосий омборни ўчириб бўлмайди',
  },
  mainWarehouseMissing: {
    ru: 'Главный склад не назначен',
    uz: 'Asosiy ombor belgilanmagan',
    'uz-Cyrl': 'Асосий омбор белгиланмаган',
  },
  branchHasWork: {
    ru: 'В филиале есть заявки в работе',
    uz: 'Filialda ishdagi arizalar bor',
    'uz-Cyrl': 'Филиалда ишдаги аризалар бор',
  },
  branchDeleted: {
    ru: 'Филиал удалён, сначала восстановите его',
    uz: "Filial o'chirilgan, avval uni tiklang",
    'uz-Cyrl': 'Филиал ўчирилган, аввал уни тикланг',
  },
  branchNotDeleted: { ru: 'Филиал не удалён', uz: "Filial o'chirilmagan", 'uz-Cyrl': 'Филиал ўчирилмаган' },
  roleNameTaken: {
    ru: 'Роль с таким названием уже есть',
    uz: 'Bunday nomli rol allaqachon bor',
    'uz-Cyrl': 'Бундай номли рол аллақачон бор',
  },
  roleHasUsers: {
    ru: 'У роли есть пользователи',
    uz: 'Bu rol foydalanuvchilarga berilgan',
    'uz-Cyrl': 'Бу рол фойдаланувчиларга берилган',
  },
  roleNotFound: { ru: 'Роль не найдена', uz: 'Rol topilmadi', 'uz-Cyrl': 'Рол топилмади' },
  copyFailed: { ru: 'Ошибка копирования', uz: 'Nusxalashda xatolik', 'uz-Cyrl': 'Нусхалашда хатолик' },
  keyTaken: { ru: 'Этот ключ уже занят', uz: 'Bu kalit band', 'uz-Cyrl': 'Бу калит банд' },
  permissionNotFound: { ru: 'Разрешение не найдено', uz: 'Ruxsat topilmadi', 'uz-Cyrl': 'Рухсат топилмади' },
  levelNotAllowed: {
    ru: 'Недопустимый уровень доступа',
    uz: "Ruxsat darajasi noto'g'ri",
    'uz-Cyrl': 'Рухсат даражаси нотўғри',
  },
  duplicateGrant: {
    ru: 'Запись указана дважды',
    uz: 'Yozuv ikki marta berilgan',
    'uz-Cyrl': 'Ёзув икки марта берилган',
  },
  phoneTaken: {
    ru: 'Этот номер телефона уже занят',
    uz: 'Bu telefon raqami band',
    'uz-Cyrl': 'Бу телефон рақами банд',
  },
  managerNotFound: {
    ru: 'Руководитель не найден',
    uz: 'Rahbar topilmadi',
    'uz-Cyrl': 'Раҳбар топилмади',
  },
  ownManager: {
    ru: 'Пользователь не может быть своим руководителем',
    uz: "Foydalanuvchi o'ziga rahbar bo'la olmaydi",
    'uz-Cyrl': 'Фойдаланувчи ўзига раҳбар бўла олмайди',
  },
  ownRole: {
    ru: 'Свою роль может изменить только администратор',
    uz: "O'z rolingizni faqat administrator o'zgartira oladi",
    'uz-Cyrl': 'Ўз ролингизни фақат администратор ўзгартира олади',
  },
  roleBeyondRights: {
    ru: 'Нельзя назначить роль с правами шире ваших',
    uz: "Sizning huquqlaringizdan kengroq huquqli rolni tayinlab bo'lmaydi",
    'uz-Cyrl': 'Сизнинг ҳуқуқларингиздан кенгроқ ҳуқуқли ролни тайинлаб бўлмайди',
  },
  grantBeyondRights: {
    ru: 'Нельзя выдать право шире вашего',
    uz: "Sizning huquqingizdan kengroq huquq berib bo'lmaydi",
    'uz-Cyrl': 'Сизнинг ҳуқуқингиздан кенгроқ ҳуқуқ бериб бўлмайди',
  },
  accountBeyondRights: {
    ru: 'Эту учётную запись может изменить только администратор: её права шире ваших',
    uz: "Bu hisobni faqat administrator o'zgartira oladi: uning huquqlari siznikidan kengroq",
    'uz-Cyrl': 'Бу ҳисобни фақат администратор ўзгартира олади: унинг ҳуқуқлари сизникидан кенгроқ',
  },
  adminAccount: {
    ru: 'Учётную запись администратора может изменить только администратор',
    uz: "Administrator hisobini faqat administrator o'zgartira oladi",
    'uz-Cyrl': 'Администратор ҳисобини фақат администратор ўзгартира олади',
  },
  roleWiderThanYours: {
    ru: 'Права этой роли шире ваших: изменить их может только администратор',
    uz: "Bu rolning huquqlari siznikidan kengroq: ularni faqat administrator o'zgartira oladi",
    'uz-Cyrl': 'Бу ролнинг ҳуқуқлари сизникидан кенгроқ: уларни фақат администратор ўзгартира олади',
  },
  keyBeyondRights: {
    ru: 'Создавать, переименовывать и удалять можно только права, которые есть у вас на уровне «все»',
    uz: "Faqat sizda «hammasi» darajasida bor huquqlarni yaratish, qayta nomlash va o'chirish mumkin",
    'uz-Cyrl': 'Фақат сизда «ҳаммаси» даражасида бор ҳуқуқларни яратиш, қайта номлаш ва ўчириш мумкин',
  },
  deactivateSelf: {
    ru: 'Нельзя деактивировать себя',
    uz: "O'zingizni faolsizlantirib bo'lmaydi",
    'uz-Cyrl': 'Ўзингизни фаолсизлантириб бўлмайди',
  },
  questionClosed: { ru: 'Вопрос закрыт', uz: 'Savol yopilgan', 'uz-Cyrl': 'Савол ёпилган' },
  wrongCode: {
    ru: 'Неверный или просроченный код',
    uz: "Kod noto'g'ri yoki muddati o'tgan",
    'uz-Cyrl': 'Код нотўғри ёки муддати ўтган',
  },
  tooManyRequests: {
    ru: 'Вы посылаете слишком много запросов',
    uz: "Siz juda ko'p so'rov yuboryapsiz",
    'uz-Cyrl': 'Сиз жуда кўп сўров юборяпсиз',
  },
} satisfies Record<string, Sentences>;

export type AdminMessage = keyof typeof ADMIN_MESSAGES;

/** The sentence in the caller's language (Accept-Language; Russian by default). */
export function say(request: FastifyRequest, message: AdminMessage): string {
  return ADMIN_MESSAGES[message][languageOf(request.headers['accept-language'])];
}

/** A refusal: one error, on a field when one is to blame. */
export function refuse(
  request: FastifyRequest,
  statusCode: 400 | 403 | 404 | 429,
  message: AdminMessage,
  field?: string,
): HttpError {
  return new HttpError(statusCode, [
    { message: say(request, message), ...(field !== undefined && { field }) },
  ]);
}
