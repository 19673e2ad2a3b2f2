import type { PermissionType } from '@karvon/contracts';
import type { PermissionKey } from '../permissions.ts';

/** Uzbekistan's 14 regions (Tashkent city first) with the main districts and cities of each. */
export const SEED_REGIONS: { name: string; districts: string[] }[] = [
  {
    name: 'Toshkent shahri',
    districts: [
      'Chilonzor tumani',
      'Sergeli tumani',
      'Yunusobod tumani',
      'Mirzo Ulug‘bek tumani',
      'Yakkasaroy tumani',
      'Shayxontohur tumani',
      'Olmazor tumani',
      'Uchtepa tumani',
      'Yashnobod tumani',
      'Mirobod tumani',
      'Bektemir tumani',
      'Yangihayot tumani',
    ],
  },
  {
    name: 'Toshkent viloyati',
    districts: ['Chirchiq shahri', 'Olmaliq shahri', 'Angren shahri', 'Zangiota tumani', 'Qibray tumani'],
  },
  {
    name: 'Andijon viloyati',
    districts: ['Andijon shahri', 'Asaka tumani', 'Xonobod shahri', 'Shahrixon tumani'],
  },
  {
    name: 'Farg‘ona viloyati',
    districts: ['Farg‘ona shahri', 'Marg‘ilon shahri', 'Qo‘qon shahri', 'Quvasoy shahri'],
  },
  { name: 'Namangan viloyati', districts: ['Namangan shahri', 'Chust tumani', 'Pop tumani', 'Uychi tumani'] },
  {
    name: 'Samarqand viloyati',
    districts: ['Samarqand shahri', 'Kattaqo‘rg‘on shahri', 'Urgut tumani', 'Pastdarg‘om tumani'],
  },
  {
    name: 'Buxoro viloyati',
    districts: ['Buxoro shahri', 'Kogon shahri', 'G‘ijduvon tumani', 'Vobkent tumani'],
  },
  {
    name: 'Navoiy viloyati',
    districts: ['Navoiy shahri', 'Zarafshon shahri', 'Karmana tumani', 'Nurota tumani'],
  },
  {
    name: 'Qashqadaryo viloyati',
    districts: ['Qarshi shahri', 'Shahrisabz shahri', 'Kitob tumani', 'G‘uzor tumani'],
  },
  {
    name: 'Surxondaryo viloyati',
    districts: ['Termiz shahri', 'Denov tumani', 'Sherobod tumani', 'Sho‘rchi tumani'],
  },
  {
    name: 'Jizzax viloyati',
    districts: ['Jizzax shahri', 'G‘allaorol tumani', 'Zomin tumani', 'Do‘stlik tumani'],
  },
  {
    name: 'Sirdaryo viloyati',
    districts: ['Guliston shahri', 'Yangiyer shahri', 'Shirin shahri', 'Sirdaryo tumani'],
  },
  { name: 'Xorazm viloyati', districts: ['Urganch shahri', 'Xiva shahri', 'Xonqa tumani', 'Shovot tumani'] },
  {
    name: 'Qoraqalpog‘iston Respublikasi',
    districts: ['Nukus shahri', 'Xo‘jayli tumani', 'Beruniy tumani', 'To‘rtko‘l tumani'],
  },
];

/** Where each seeded branch (seed-data.ts) stands, who runs it, what it is attached to, its groups. */
export const SEED_BRANCH_DETAILS: {
  branch: string;
  region: string;
  district: string;
  director: string;
  attachedTo: string[];
}[] = [
  {
    branch: 'Ташкент — главный склад',
    region: 'Toshkent shahri',
    district: 'Sergeli tumani',
    director: 'Рустам Ахмедов',
    attachedTo: ['Ташкент Чиланзар', 'Ташкент Юнусабад'],
  },
  {
    branch: 'Ташкент Чиланзар',
    region: 'Toshkent shahri',
    district: 'Chilonzor tumani',
    director: 'Sardor Aliyev',
    attachedTo: ['Ташкент — главный склад'],
  },
  {
    branch: 'Ташкент Юнусабад',
    region: 'Toshkent shahri',
    district: 'Yunusobod tumani',
    director: 'Гульнора Исмаилова',
    attachedTo: ['Ташкент — главный склад'],
  },
  {
    branch: 'Самарканд',
    region: 'Samarqand viloyati',
    district: 'Samarqand shahri',
    director: 'Farhod Umarov',
    attachedTo: ['Ташкент — главный склад'],
  },
  {
    branch: 'Бухара',
    region: 'Buxoro viloyati',
    district: 'Buxoro shahri',
    director: 'Шерзод Мирзаев',
    attachedTo: ['Ташкент — главный склад', 'Самарканд'],
  },
  {
    branch: 'Andijon filiali',
    region: 'Andijon viloyati',
    district: 'Andijon shahri',
    director: 'Nodir Qodirov',
    attachedTo: ['Ташкент — главный склад'],
  },
  {
    branch: 'Фергана',
    region: 'Farg‘ona viloyati',
    district: 'Farg‘ona shahri',
    director: 'Камола Тошматова',
    attachedTo: ['Ташкент — главный склад', 'Andijon filiali'],
  },
  {
    branch: 'Namangan filiali',
    region: 'Namangan viloyati',
    district: 'Namangan shahri',
    director: 'Javlon Sobirov',
    attachedTo: ['Ташкент — главный склад', 'Andijon filiali'],
  },
  {
    branch: 'Карши',
    region: 'Qashqadaryo viloyati',
    district: 'Qarshi shahri',
    director: 'Бахтиёр Жураев',
    attachedTo: ['Ташкент — главный склад', 'Самарканд'],
  },
  {
    branch: 'Нукус',
    region: 'Qoraqalpog‘iston Respublikasi',
    district: 'Nukus shahri',
    director: 'Ербол Калмуратов',
    attachedTo: ['Ташкент — главный склад', 'Urganch filiali'],
  },
  {
    branch: 'Urganch filiali',
    region: 'Xorazm viloyati',
    district: 'Urganch shahri',
    director: 'Otabek Yusupov',
    attachedTo: ['Ташкент — главный склад', 'Бухара'],
  },
  {
    branch: 'Термез',
    region: 'Surxondaryo viloyati',
    district: 'Termiz shahri',
    director: 'Дилшод Норматов',
    attachedTo: ['Ташкент — главный склад', 'Карши'],
  },
];

export const SEED_BRANCH_GROUPS: { name: string; branches: string[] }[] = [
  { name: 'Markaz', branches: ['Ташкент — главный склад', 'Ташкент Чиланзар', 'Ташкент Юнусабад'] },
  { name: 'Vodiy', branches: ['Andijon filiali', 'Фергана', 'Namangan filiali'] },
  { name: 'Janubiy', branches: ['Самарканд', 'Карши', 'Термез'] },
  { name: 'G‘arbiy', branches: ['Бухара', 'Нукус', 'Urganch filiali'] },
];

/**
 * The permission catalogue: an entry per route name (SPEC §2), applications first (permission 1). `movement` is
 * left for the administrator to add: the consumer's pact creates exactly that permission on the demo data.
 */
export const SEED_PERMISSIONS: {
  key: PermissionKey;
  name: string;
  category: string;
  type: PermissionType;
}[] = [
  { key: 'del_application', name: 'Arizalar', category: 'Arizalar', type: 'list' },
  {
    key: 'application.file.delete',
    name: 'Ariza fayllarini oʻchirish',
    category: 'Arizalar',
    type: 'list',
  },
  { key: 'freeze_application', name: 'Muzlatilgan arizalar', category: 'Arizalar', type: 'list' },
  { key: 'order_attachment', name: 'Buyurtmalarni biriktirish', category: 'Arizalar', type: 'flag' },
  { key: 'wating_time', name: 'Kutish vaqti', category: 'Arizalar', type: 'list' },
  { key: 'deadline', name: 'Muddatlar', category: 'Arizalar', type: 'list' },
  { key: 'reestr', name: 'Reestrlar', category: 'Reestrlar', type: 'list' },
  { key: 'kdreestr', name: 'Kuryer reestrlari', category: 'Reestrlar', type: 'list' },
  { key: 'cargo', name: 'Yuk reestri', category: 'Reestrlar', type: 'list' },
  { key: 'unknown', name: 'Nomaʼlum tovarlar', category: 'Reestrlar', type: 'list' },
  { key: 'car', name: 'Mashinalar', category: 'Transport', type: 'list' },
  { key: 'dashboard', name: 'Boshqaruv paneli', category: 'Hisobotlar', type: 'list' },
  { key: 'analytic', name: 'Analitika', category: 'Hisobotlar', type: 'list' },
  { key: 'branch', name: 'Filiallar', category: 'Sozlamalar', type: 'list' },
  { key: 'users', name: 'Foydalanuvchilar', category: 'Sozlamalar', type: 'list' },
  { key: 'user.update', name: 'Foydalanuvchini tahrirlash', category: 'Sozlamalar', type: 'list' },
  { key: 'roles', name: 'Rollar', category: 'Ruxsatlar', type: 'flag' },
  { key: 'perms', name: 'Ruxsatlar', category: 'Ruxsatlar', type: 'flag' },
  { key: 'by.role', name: 'Rol boʻyicha ruxsatlar', category: 'Ruxsatlar', type: 'flag' },
  { key: 'by.perms', name: 'Ruxsat boʻyicha rollar', category: 'Ruxsatlar', type: 'flag' },
  { key: 'welcome', name: 'Bosh sahifa', category: 'Umumiy', type: 'flag' },
  { key: 'no-access', name: 'Ruxsat yoʻq sahifasi', category: 'Umumiy', type: 'flag' },
];

export const SEED_QUESTIONS: {
  title: string;
  author: string;
  closed: boolean;
  messages: { author: string; text: string }[];
}[] = [
  {
    title: 'Qaytarilgan tovar qayerga topshiriladi?',
    author: '998900000002',
    closed: false,
    messages: [
      { author: '998900000002', text: 'Mijoz tovarni qaytardi, uni qaysi omborga topshirish kerak?' },
      { author: '998900000001', text: 'Filial omboriga, reestr bilan.' },
    ],
  },
  {
    title: 'Как заморозить заявку, если клиент не отвечает?',
    author: '998900000008',
    closed: true,
    messages: [
      { author: '998900000008', text: 'Клиент третий день не берёт трубку. Что делать с заявкой?' },
      { author: '998900000002', text: 'Заморозьте её с причиной «клиент не отвечает», склад вернёт товар.' },
    ],
  },
];
