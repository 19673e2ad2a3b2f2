import type { components } from '@karvon/contracts';
import type { Tone } from '../../theme/tones.ts';
import type { UiLocale } from '../../i18n/locale.tsx';

/**
 * Application statuses of SPEC §4, as the API sends them: the contract's type (types only, so
 * the design system does not depend on the contracts package at run time).
 */
export type ApplicationStatus = components['schemas']['ApplicationStatus'];

/** Every status, in the order of SPEC §4 (filters, legends, stories). */
export const applicationStatuses = [
  'new',
  'collect',
  'signet',
  'package',
  'branch_driver_selected',
  'pickup',
  'send_post_from_branch',
  'send_post_from_client',
  'moving',
  'not_packed',
  'on_the_way',
  'end',
  'return_to_branch',
  'reject',
  'branch_accepted',
  'arrived_branch',
  'confirm',
  'collected',
  'loading',
  'loaded',
  'on_driver',
  'finish',
  'in_driver',
  'driver_selected',
  'returned_branch',
  'return',
  'replacement',
] as const satisfies readonly ApplicationStatus[];

// Compile-time: the array lists every status of the contract (a new status breaks the build here,
// as does a missing label or tone in the `Record`s below).
type MissingStatus = Exclude<ApplicationStatus, (typeof applicationStatuses)[number]>;
export const everyStatusListed: [MissingStatus] extends [never] ? true : MissingStatus = true;

/** Groups of statuses that share a colour: where the parcel is in its journey. */
export const statusGroups = [
  'created',
  'assembly',
  'transit',
  'branch',
  'done',
  'returns',
  'rejected',
] as const;
export type StatusGroup = (typeof statusGroups)[number];

export const statusGroupOf: Record<ApplicationStatus, StatusGroup> = {
  new: 'created',
  confirm: 'created',
  collect: 'assembly',
  signet: 'assembly',
  package: 'assembly',
  not_packed: 'assembly',
  collected: 'assembly',
  branch_driver_selected: 'transit',
  driver_selected: 'transit',
  loading: 'transit',
  loaded: 'transit',
  on_driver: 'transit',
  in_driver: 'transit',
  moving: 'transit',
  on_the_way: 'transit',
  send_post_from_branch: 'transit',
  send_post_from_client: 'transit',
  pickup: 'branch',
  branch_accepted: 'branch',
  arrived_branch: 'branch',
  end: 'done',
  finish: 'done',
  return_to_branch: 'returns',
  returned_branch: 'returns',
  return: 'returns',
  replacement: 'returns',
  reject: 'rejected',
};

/** The semantic tone of each group. */
export const statusGroupTones: Record<StatusGroup, Tone> = {
  created: 'neutral',
  assembly: 'info',
  transit: 'accent',
  branch: 'accent',
  done: 'positive',
  returns: 'caution',
  rejected: 'critical',
};

/**
 * Status labels in the three languages. They are data of the design system (the app passes the
 * language, or sets it once with `UiLocaleProvider`); Uzbek Latin uses the modifier letter ʻ
 * (U+02BB) in oʻ and gʻ.
 */
export const statusLabels: Record<UiLocale, Record<ApplicationStatus, string>> = {
  ru: {
    new: 'Новая',
    collect: 'На сборке',
    signet: 'К печати',
    package: 'Упаковка',
    branch_driver_selected: 'Назначен водитель филиала',
    pickup: 'Самовывоз',
    send_post_from_branch: 'Отправка почтой из филиала',
    send_post_from_client: 'Отправка почтой от клиента',
    moving: 'Перемещение',
    not_packed: 'Не упакована',
    on_the_way: 'В пути',
    end: 'Доставлена',
    return_to_branch: 'Возврат в филиал',
    reject: 'Отклонена',
    branch_accepted: 'Принята филиалом',
    arrived_branch: 'Прибыла в филиал',
    confirm: 'Подтверждена',
    collected: 'Собрана',
    loading: 'На погрузке',
    loaded: 'Погружена',
    on_driver: 'У водителя',
    finish: 'Завершена',
    in_driver: 'Передана водителю',
    driver_selected: 'Назначен водитель',
    returned_branch: 'Возвращена в филиал',
    return: 'Возврат',
    replacement: 'Замена',
  },
  uz: {
    new: 'Yangi',
    collect: 'Yigʻilmoqda',
    signet: 'Chop etishga',
    package: 'Qadoqlash',
    branch_driver_selected: 'Filial haydovchisi tayinlandi',
    pickup: 'Olib ketish',
    send_post_from_branch: 'Filialdan pochta orqali',
    send_post_from_client: 'Mijozdan pochta orqali',
    moving: 'Koʻchirilmoqda',
    not_packed: 'Qadoqlanmagan',
    on_the_way: 'Yoʻlda',
    end: 'Yetkazildi',
    return_to_branch: 'Filialga qaytarish',
    reject: 'Rad etildi',
    branch_accepted: 'Filial qabul qildi',
    arrived_branch: 'Filialga yetib keldi',
    confirm: 'Tasdiqlandi',
    collected: 'Yigʻildi',
    loading: 'Yuklanmoqda',
    loaded: 'Yuklandi',
    on_driver: 'Haydovchida',
    finish: 'Yakunlandi',
    in_driver: 'Haydovchiga topshirildi',
    driver_selected: 'Haydovchi tayinlandi',
    returned_branch: 'Filialga qaytarildi',
    return: 'Qaytarish',
    replacement: 'Almashtirish',
  },
  'uz-Cyrl': {
    new: 'Янги',
    collect: 'Йиғилмоқда',
    signet: 'Чоп этишга',
    package: 'Қадоқлаш',
    branch_driver_selected: 'Филиал ҳайдовчиси тайинланди',
    pickup: 'Олиб кетиш',
    send_post_from_branch: 'Филиалдан почта орқали',
    send_post_from_client: 'Мижоздан почта орқали',
    moving: 'Кўчирилмоқда',
    not_packed: 'Қадоқланмаган',
    on_the_way: 'Йўлда',
    end: 'Етказилди',
    return_to_branch: 'Филиалга қайтариш',
    reject: 'Рад этилди',
    branch_accepted: 'Филиал қабул қилди',
    arrived_branch: 'Филиалга етиб келди',
    confirm: 'Тасдиқланди',
    collected: 'Йиғилди',
    loading: 'Юкланмоқда',
    loaded: 'Юкланди',
    on_driver: 'Ҳайдовчида',
    finish: 'Якунланди',
    in_driver: 'Ҳайдовчига топширилди',
    driver_selected: 'Ҳайдовчи тайинланди',
    returned_branch: 'Филиалга қайтарилди',
    return: 'Қайтариш',
    replacement: 'Алмаштириш',
  },
};
