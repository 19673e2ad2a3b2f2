import type { Language } from './domain/application-messages.ts';

type Label = Readonly<Record<Language, string>>;

/**
 * What a person calls each parameter and request body property of the contract, in ru, uz and uz-Cyrl: the
 * validation sentences name fields by these (the answer's `field` stays the raw path). Words as the app's screens
 * use them. test/field-labels.test.ts walks contracts/openapi.yaml and fails when a name has no label here.
 */
export const FIELD_LABELS: Readonly<Record<string, Label>> = {
  address: { ru: 'Адрес', uz: 'Manzil', 'uz-Cyrl': 'Манзил' },
  amount: { ru: 'Сумма', uz: 'Summa', 'uz-Cyrl': 'Сумма' },
  application_ids: { ru: 'Заявки', uz: 'Arizalar', 'uz-Cyrl': 'Аризалар' },
  attached_branch_ids: {
    ru: 'Прикреплённые филиалы',
    uz: 'Biriktirilgan filiallar',
    'uz-Cyrl': 'Бириктирилган филиаллар',
  },
  branch_id: { ru: 'Филиал', uz: 'Filial', 'uz-Cyrl': 'Филиал' },
  branch_ids: { ru: 'Филиалы', uz: 'Filiallar', 'uz-Cyrl': 'Филиаллар' },
  brand: { ru: 'Бренд', uz: 'Brend', 'uz-Cyrl': 'Бренд' },
  business_date: { ru: 'День', uz: 'Kun', 'uz-Cyrl': 'Кун' },
  car_id: { ru: 'Машина', uz: 'Mashina', 'uz-Cyrl': 'Машина' },
  category: { ru: 'Категория', uz: 'Turkum', 'uz-Cyrl': 'Туркум' },
  code: { ru: 'Код', uz: 'Kod', 'uz-Cyrl': 'Код' },
  codes: { ru: 'Коды', uz: 'Kodlar', 'uz-Cyrl': 'Кодлар' },
  color: { ru: 'Цвет', uz: 'Rang', 'uz-Cyrl': 'Ранг' },
  comment: { ru: 'Комментарий', uz: 'Izoh', 'uz-Cyrl': 'Изоҳ' },
  current_password: { ru: 'Текущий пароль', uz: 'Joriy parol', 'uz-Cyrl': 'Жорий парол' },
  dashboard: { ru: 'Панель управления', uz: 'Boshqaruv paneli', 'uz-Cyrl': 'Бошқарув панели' },
  date: { ru: 'Дата', uz: 'Sana', 'uz-Cyrl': 'Сана' },
  date_from: { ru: 'Дата начала', uz: 'Boshlanish sanasi', 'uz-Cyrl': 'Бошланиш санаси' },
  date_to: { ru: 'Дата окончания', uz: 'Tugash sanasi', 'uz-Cyrl': 'Тугаш санаси' },
  director: { ru: 'Директор', uz: 'Direktor', 'uz-Cyrl': 'Директор' },
  district_id: { ru: 'Район', uz: 'Tuman', 'uz-Cyrl': 'Туман' },
  driver_id: { ru: 'Водитель', uz: 'Haydovchi', 'uz-Cyrl': 'Ҳайдовчи' },
  driver_name: { ru: 'ФИО водителя', uz: 'Haydovchining F.I.Sh.', 'uz-Cyrl': 'Ҳайдовчининг Ф.И.Ш.' },
  expanded_branch_ids: { ru: 'Раскрытые филиалы', uz: 'Ochilgan filiallar', 'uz-Cyrl': 'Очилган филиаллар' },
  file_id: { ru: 'Файл', uz: 'Fayl', 'uz-Cyrl': 'Файл' },
  files: { ru: 'Файлы', uz: 'Fayllar', 'uz-Cyrl': 'Файллар' },
  from_role_id: { ru: 'Исходная роль', uz: 'Manba rol', 'uz-Cyrl': 'Манба рол' },
  frozen: { ru: 'Заморожена', uz: 'Muzlatilgan', 'uz-Cyrl': 'Музлатилган' },
  government_number: { ru: 'Госномер', uz: 'Davlat raqami', 'uz-Cyrl': 'Давлат рақами' },
  grants: { ru: 'Доступы', uz: 'Ruxsatlar', 'uz-Cyrl': 'Рухсатлар' },
  group_ids: { ru: 'Группы филиалов', uz: 'Filial guruhlari', 'uz-Cyrl': 'Филиал гуруҳлари' },
  id: { ru: 'ID', uz: 'ID', 'uz-Cyrl': 'ID' },
  ids: { ru: 'Заявки', uz: 'Arizalar', 'uz-Cyrl': 'Аризалар' },
  image: { ru: 'Изображение', uz: 'Rasm', 'uz-Cyrl': 'Расм' },
  image_id: { ru: 'Изображение', uz: 'Rasm', 'uz-Cyrl': 'Расм' },
  imei: { ru: 'IMEI', uz: 'IMEI', 'uz-Cyrl': 'IMEI' },
  is_active: { ru: 'Активен', uz: 'Faol', 'uz-Cyrl': 'Фаол' },
  is_main_warehouse: { ru: 'Главный склад', uz: 'Asosiy ombor', 'uz-Cyrl': 'Асосий омбор' },
  items: { ru: 'Продукты', uz: 'Mahsulotlar', 'uz-Cyrl': 'Маҳсулотлар' },
  key: { ru: 'Ключ', uz: 'Kalit', 'uz-Cyrl': 'Калит' },
  kind: { ru: 'Вид', uz: 'Turi', 'uz-Cyrl': 'Тури' },
  language: { ru: 'Язык', uz: 'Til', 'uz-Cyrl': 'Тил' },
  manager_id: { ru: 'Руководитель', uz: 'Rahbar', 'uz-Cyrl': 'Раҳбар' },
  minutes: { ru: 'Минуты', uz: 'Daqiqalar', 'uz-Cyrl': 'Дақиқалар' },
  model: { ru: 'Модель', uz: 'Model', 'uz-Cyrl': 'Модел' },
  month: { ru: 'Месяц', uz: 'Oy', 'uz-Cyrl': 'Ой' },
  name: { ru: 'Название', uz: 'Nomi', 'uz-Cyrl': 'Номи' },
  online_user_id: { ru: 'Онлайн-пользователь', uz: 'Onlayn foydalanuvchi', 'uz-Cyrl': 'Онлайн фойдаланувчи' },
  options: { ru: 'Уровни доступа', uz: 'Ruxsat darajalari', 'uz-Cyrl': 'Рухсат даражалари' },
  page: { ru: 'Номер страницы', uz: 'Sahifa raqami', 'uz-Cyrl': 'Саҳифа рақами' },
  password: { ru: 'Пароль', uz: 'Parol', 'uz-Cyrl': 'Парол' },
  per_page: { ru: 'Размер страницы', uz: 'Sahifa hajmi', 'uz-Cyrl': 'Саҳифа ҳажми' },
  permission_id: { ru: 'Право доступа', uz: 'Ruxsat', 'uz-Cyrl': 'Рухсат' },
  phone: { ru: 'Телефон', uz: 'Telefon', 'uz-Cyrl': 'Телефон' },
  printed: { ru: 'Напечатана', uz: 'Chop etilgan', 'uz-Cyrl': 'Чоп этилган' },
  product: { ru: 'Продукт', uz: 'Mahsulot', 'uz-Cyrl': 'Маҳсулот' },
  product_id: { ru: 'Продукт', uz: 'Mahsulot', 'uz-Cyrl': 'Маҳсулот' },
  products: { ru: 'Продукты', uz: 'Mahsulotlar', 'uz-Cyrl': 'Маҳсулотлар' },
  quantity: { ru: 'Количество', uz: 'Soni', 'uz-Cyrl': 'Сони' },
  reason: { ru: 'Причина', uz: 'Sabab', 'uz-Cyrl': 'Сабаб' },
  receiver_branch_id: {
    ru: 'Филиал-получатель',
    uz: 'Qabul qiluvchi filial',
    'uz-Cyrl': 'Қабул қилувчи филиал',
  },
  refresh_token: { ru: 'Токен обновления', uz: 'Yangilash tokeni', 'uz-Cyrl': 'Янгилаш токени' },
  region_id: { ru: 'Область', uz: 'Viloyat', 'uz-Cyrl': 'Вилоят' },
  role_id: { ru: 'Роль', uz: 'Rol', 'uz-Cyrl': 'Рол' },
  sale_branch_id: { ru: 'Филиал продажи', uz: 'Sotuv filiali', 'uz-Cyrl': 'Сотув филиали' },
  search: { ru: 'Поиск', uz: 'Qidiruv', 'uz-Cyrl': 'Қидирув' },
  sender_branch_id: { ru: 'Филиал-отправитель', uz: "Jo'natuvchi filial", 'uz-Cyrl': 'Жўнатувчи филиал' },
  series: { ru: 'Серия', uz: 'Seriya', 'uz-Cyrl': 'Серия' },
  sku: { ru: 'SKU', uz: 'SKU', 'uz-Cyrl': 'SKU' },
  sort: { ru: 'Сортировка', uz: 'Saralash', 'uz-Cyrl': 'Саралаш' },
  status: { ru: 'Статус', uz: 'Holat', 'uz-Cyrl': 'Ҳолат' },
  step: { ru: 'Шаг', uz: 'Bosqich', 'uz-Cyrl': 'Босқич' },
  task: { ru: 'Задача', uz: 'Vazifa', 'uz-Cyrl': 'Вазифа' },
  text: { ru: 'Текст', uz: 'Matn', 'uz-Cyrl': 'Матн' },
  timing: { ru: 'Время', uz: 'Vaqt', 'uz-Cyrl': 'Вақт' },
  title: { ru: 'Заголовок', uz: 'Sarlavha', 'uz-Cyrl': 'Сарлавҳа' },
  type: { ru: 'Тип', uz: 'Turi', 'uz-Cyrl': 'Тури' },
  user_ids: { ru: 'Пользователи', uz: 'Foydalanuvchilar', 'uz-Cyrl': 'Фойдаланувчилар' },
  value: { ru: 'Уровень доступа', uz: 'Ruxsat darajasi', 'uz-Cyrl': 'Рухсат даражаси' },
  volume_m3: { ru: 'Объём, м³', uz: 'Hajm, m³', 'uz-Cyrl': 'Ҳажм, м³' },
  widgets: { ru: 'Виджеты', uz: 'Vidjetlar', 'uz-Cyrl': 'Виджетлар' },
  working_branch_id: { ru: 'Рабочий филиал', uz: 'Ish filiali', 'uz-Cyrl': 'Иш филиали' },
};

/** «позиция 3»: the item an index of a path points at, counted from 1 as people count. */
const ITEM: Readonly<Record<Language, (n: number) => string>> = {
  ru: (n) => `позиция ${n}`,
  uz: (n) => `${n}-pozitsiya`,
  'uz-Cyrl': (n) => `${n}-позиция`,
};

/**
 * The human name of the field at a path (`minutes`, `product.sku`, `products.2.quantity`, `ids.1`,
 * `items[0].product_id`): the label of its last name, with the number of the item when the path goes through a
 * list (`Количество, позиция 3`). A name the contract does not have (an unknown property sent) stays as sent.
 */
export function fieldLabel(path: string, language: Language): string {
  const parts = path.split(/[.[\]]+/).filter((part) => part !== '');
  const name = parts.findLast((part) => !/^[0-9]+$/.test(part));
  if (name === undefined) return path;
  const index = parts.findLast((part) => /^[0-9]+$/.test(part));
  const label = Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name]![language] : name;
  return index === undefined ? label : `${label}, ${ITEM[language](Number(index) + 1)}`;
}
