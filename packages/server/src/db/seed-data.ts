import { PERMISSION_KEYS, type PermissionKey } from '../permissions.ts';

export interface SeedBranch {
  name: string;
  address: string;
  isMainWarehouse?: boolean;
  isActive?: boolean;
}

export const SEED_BRANCHES: SeedBranch[] = [
  {
    name: 'Ташкент — главный склад',
    address: 'г. Ташкент, Сергелийский район, ул. Янги Сергели, 11',
    isMainWarehouse: true,
  },
  { name: 'Ташкент Чиланзар', address: 'г. Ташкент, Чиланзарский район, ул. Бунёдкор, 15' },
  { name: 'Ташкент Юнусабад', address: 'г. Ташкент, Юнусабадский район, ул. Амира Темура, 107' },
  { name: 'Самарканд', address: 'г. Самарканд, ул. Регистан, 4' },
  { name: 'Бухара', address: 'г. Бухара, ул. Мустакиллик, 22' },
  { name: 'Andijon filiali', address: "Andijon sh., Navoiy shoh ko'chasi, 45" },
  { name: 'Фергана', address: 'г. Фергана, ул. Аль-Фергани, 19' },
  { name: 'Namangan filiali', address: "Namangan sh., Uychi ko'chasi, 8" },
  { name: 'Карши', address: 'г. Карши, ул. Насафи, 31' },
  { name: 'Нукус', address: 'г. Нукус, ул. Бердаха, 50' },
  { name: 'Urganch filiali', address: "Urganch sh., Al-Xorazmiy ko'chasi, 12" },
  { name: 'Термез', address: 'г. Термез, ул. Ат-Термизи, 6', isActive: false },
];

type RoleLevel = 'all' | 'own' | '1' | '0';

export interface SeedRole {
  name: string;
  color: string;
  permissions: Partial<Record<PermissionKey, RoleLevel>>;
}

export const ADMINISTRATOR_ROLE = 'Администратор';
export const MANAGER_ROLE = 'Менеджер';
export const AGENT_ROLE = 'Агент';
export const DRIVER_ROLE = 'Водитель';
export const PACKER_ROLE = 'Кладовщик';

export const SEED_ROLES: SeedRole[] = [
  {
    // Administrators pass every check through is_admin; the role only names them in the interface.
    name: ADMINISTRATOR_ROLE,
    color: '#DC2626',
    permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, 'all'])),
  },
  {
    name: MANAGER_ROLE,
    color: '#2563EB',
    permissions: {
      welcome: '1',
      del_application: 'all',
      'application.file.delete': 'all',
      freeze_application: 'own',
      cargo: 'all',
      reestr: 'own',
      kdreestr: 'own',
      car: '1',
      wating_time: 'all',
      order_attachment: '1',
      dashboard: '0',
      analytic: '0',
      movement: '0',
      deadline: '0',
      unknown: '0',
      users: '0',
      'user.update': '0',
      branch: '0',
      roles: '0',
      perms: '0',
    },
  },
  {
    name: AGENT_ROLE,
    color: '#16A34A',
    permissions: {
      welcome: '1',
      del_application: 'own',
      'application.file.delete': 'own',
      freeze_application: 'own',
      dashboard: '0',
      users: '0',
    },
  },
  {
    name: DRIVER_ROLE,
    color: '#D97706',
    permissions: {
      welcome: '1',
      del_application: 'own',
      'application.file.delete': 'own',
      car: 'own',
      dashboard: '0',
    },
  },
  {
    name: PACKER_ROLE,
    color: '#7C3AED',
    permissions: {
      welcome: '1',
      cargo: 'all',
      reestr: 'all',
      kdreestr: 'all',
      wating_time: 'own',
      dashboard: '0',
    },
  },
];

export interface SeedUser {
  name: string;
  phone: string;
  password: string;
  isAdmin: boolean;
  role: string | null;
  branch: string;
}

/** One password for every demo account below the administrator and the manager (README). */
const STAFF_PASSWORD = 'karvon-staff';

const staff = (name: string, phone: string, role: string, branch: string): SeedUser => ({
  name,
  phone,
  password: STAFF_PASSWORD,
  isAdmin: false,
  role,
  branch,
});

/** The demo accounts written in the README. */
export const SEED_USERS: SeedUser[] = [
  {
    name: 'Азиз Каримов',
    phone: '998900000001',
    password: 'karvon-admin',
    isAdmin: true,
    role: ADMINISTRATOR_ROLE,
    branch: 'Ташкент — главный склад',
  },
  {
    name: 'Дилноза Юсупова',
    phone: '998900000002',
    password: 'karvon-manager',
    isAdmin: false,
    role: MANAGER_ROLE,
    branch: 'Ташкент Чиланзар',
  },
  // User 3 is the driver the pacts name (car 1's driver).
  staff('Бекзод Турсунов', '998900000003', DRIVER_ROLE, 'Ташкент — главный склад'),
  staff('Sardor Xolmatov', '998900000004', DRIVER_ROLE, 'Ташкент Юнусабад'),
  staff('Ойбек Рашидов', '998900000005', DRIVER_ROLE, 'Самарканд'),
  staff('Jahongir Ergashev', '998900000006', DRIVER_ROLE, 'Бухара'),
  staff('Улугбек Назаров', '998900000007', DRIVER_ROLE, 'Фергана'),
  staff('Малика Каримова', '998900000008', AGENT_ROLE, 'Ташкент Чиланзар'),
  staff('Jasur Toshmatov', '998900000009', AGENT_ROLE, 'Ташкент Юнусабад'),
  staff('Гулнора Усмонова', '998900000010', AGENT_ROLE, 'Самарканд'),
  staff('Shahzoda Mirzayeva', '998900000011', AGENT_ROLE, 'Andijon filiali'),
  staff('Нодира Саидова', '998900000012', PACKER_ROLE, 'Ташкент — главный склад'),
  staff('Otabek Qodirov', '998900000013', PACKER_ROLE, 'Ташкент — главный склад'),
  staff('Феруза Алимова', '998900000014', PACKER_ROLE, 'Бухара'),
];
