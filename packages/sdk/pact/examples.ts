// Complete example records, typed by the contract so that a missing or unknown field fails the typecheck. The pacts
// wrap them in type matchers: the provider's values may differ, their types may not.
import type {
  Application,
  ApplicationDetail,
  BranchDetail,
  BranchGroup,
  BranchStatistics,
  BranchStatisticsDetail,
  Car,
  Cargo,
  CargoDetail,
  CategoryPoint,
  Comment,
  Deadline,
  DeliveryStatistics,
  District,
  FrozenApplication,
  FrozenApplicationDetail,
  HourlyPoint,
  KdRegister,
  KdRegisterDetail,
  Movement,
  OrderAttachment,
  Permission,
  PermissionGrant,
  Product,
  Question,
  QuestionDetail,
  QuestionMessage,
  Region,
  Register,
  RegisterDetail,
  Role,
  RoleGrant,
  SalesAnalytics,
  Settings,
  TimeHistory,
  UnknownProduct,
  User,
  WaitingTime,
} from '@karvon/contracts';

const at = '2026-11-20T09:30:00+05:00';
const later = '2026-11-20T11:45:00+05:00';
const day = '2026-11-20';
const branch = { id: 1, name: 'Toshkent, markaziy ombor' };
const otherBranch = { id: 2, name: 'Samarqand filiali' };
const manager = { id: 2, name: 'Dilshod Rahimov' };
const driver = { id: 3, name: 'Bekzod Tursunov' };

export const application: Application = {
  id: 1,
  order_id: 'ORD-2026-000123',
  load_number: 'L-5521',
  invoice_number: 'INV-88412',
  counteragent: 'Karimova Malika',
  payment_type: 'card',
  driver,
  car_number: '01A123BC',
  register_branch: branch,
  sale_branch: otherBranch,
  write_off_branch: branch,
  online_user: manager,
  agent: manager,
  status: 'package',
  step: 'packing',
  timing: 'middle',
  total_amount: 4_250_000,
  created_at: at,
  updated_at: later,
  delivery_deadline: '2026-11-22T18:00:00+05:00',
  duration_minutes: 120,
  time_spent_minutes: 75,
  comment: 'Qo‘ng‘iroq qilib keling',
  pinfl: '31234567890123',
  inn: '301234567',
  card_number: '8600 **** **** 1234',
  card_expiry: '09/28',
  contract_number: 'C-2026/123',
  registered_address: 'Toshkent sh., Yunusobod t., 4-kvartal, 12-uy',
  landmark: 'Mega Planet yonida',
  is_printed: false,
  is_frozen: false,
  is_distributed: false,
  next_steps: ['ready_to_load'],
};

export const product: Product = {
  id: 1,
  name: 'Samsung Galaxy A55 8/256',
  sku: 'SM-A556E-256',
  code: '8806095467412',
  series: 'R58W123ABC',
  brand: 'Samsung',
  category: 'Smartfonlar',
  quantity: 1,
  amount: 4_250_000,
  volume_m3: 0.002,
  color: 'black',
  imei: '356789104567891',
  image_url: 'https://cdn.karvon.uz/products/1.webp',
  status: 'draft',
  is_repeat_delivery: false,
};

/** Product 2 as the pacts know it (an approved product, another SKU and code than product 1). */
export const otherProduct: Product = {
  ...product,
  id: 2,
  name: 'Samsung Galaxy S24 Ultra 12/512',
  sku: 'SM-S928B-512',
  code: '8806095301129',
  series: 'R58W124ABC',
  quantity: 3,
  amount: 16_900_000,
  color: 'titanium gray',
  imei: '356789104567892',
  image_url: 'https://cdn.karvon.uz/products/2.webp',
  status: 'approved',
};

export const comment: Comment = {
  id: 1,
  text: 'Mijoz kechqurun uyda bo‘ladi',
  author: manager,
  created_at: at,
};

export const applicationDetail: ApplicationDetail = {
  ...application,
  step_back_to: 'collecting',
  products: [product],
  process: [
    {
      id: 1,
      step: 'registered',
      status: 'new',
      branch,
      user: manager,
      started_at: at,
      finished_at: later,
      minutes: 135,
      comment: 'Qabul qilindi',
    },
  ],
  files: [
    {
      id: 1,
      name: 'shartnoma.pdf',
      url: 'https://cdn.karvon.uz/files/1/shartnoma.pdf',
      mime_type: 'application/pdf',
      size: 182_044,
      uploaded_at: at,
      uploaded_by: manager,
    },
  ],
  comments: [comment],
};

export const orderAttachment: OrderAttachment = {
  id: 1,
  car: { id: 1, government_number: '01A123BC' },
  driver,
  application_ids: [1, 2],
  created_at: at,
  created_by: manager,
};

export const frozenApplication: FrozenApplication = {
  id: 1,
  order_id: 'ORD-2026-000123',
  counteragent: 'Karimova Malika',
  status: 'package',
  step: 'packing',
  branch,
  total_amount: 4_250_000,
  frozen_at: at,
  frozen_by: manager,
  reason: 'Mijoz telefonni ko‘tarmayapti',
};

export const frozenApplicationDetail: FrozenApplicationDetail = { ...frozenApplication, products: [product] };

export const register: Register = {
  id: 1,
  number: 'R-2026-1120-01',
  kind: 'collected',
  status: 'draft',
  is_printed: false,
  branch,
  business_date: day,
  products_count: 1,
  total_amount: 4_250_000,
  created_at: at,
  created_by: manager,
};

export const registerDetail: RegisterDetail = {
  ...register,
  products: [{ id: 1, product, quantity: 1, series: 'R58W123ABC', added_at: at }],
  prints: [],
};

/** Register 1 just printed for the first time, without a reason. */
export const printedRegisterDetail: RegisterDetail = {
  ...registerDetail,
  is_printed: true,
  prints: [{ printed_at: later, printed_by: manager, reason: null }],
};

/** Register 1 printed once with a reason, then reprinted with another: two prints of one shape. */
export const reprintedRegisterDetail: RegisterDetail = {
  ...registerDetail,
  is_printed: true,
  prints: [
    { printed_at: at, printed_by: manager, reason: 'Omborga nusxa' },
    { printed_at: later, printed_by: manager, reason: 'Birinchi nusxa yirtildi' },
  ],
};

export const kdRegister: KdRegister = {
  id: 1,
  number: 'KD-2026-1120-03',
  driver,
  car_number: '01A123BC',
  branch,
  business_date: day,
  applications_count: 12,
  delivered_count: 9,
  total_amount: 38_400_000,
  is_closed: false,
};

export const kdRegisterDetail: KdRegisterDetail = { ...kdRegister, applications: [application] };

export const unknownProduct: UnknownProduct = {
  id: 1,
  name: 'Noma’lum quti',
  code: '4780012345678',
  sku: 'UNK-0001',
  imei: '356789104567000',
  branch,
  found_at: at,
  comment: 'Omborda topildi',
};

export const cargo: Cargo = {
  id: 1,
  number: 'CG-2026-0042',
  status: 'draft',
  sender_branch: branch,
  receiver_branch: otherBranch,
  car_number: '01A123BC',
  driver,
  products_count: 1,
  total_volume_m3: 0.002,
  total_amount: 4_250_000,
  comment: 'Ehtiyotkorlik bilan',
  created_at: at,
  sent_at: null,
  received_at: null,
};

export const cargoDetail: CargoDetail = { ...cargo, products: [{ product, quantity: 1 }] };
export const sentCargoDetail: CargoDetail = { ...cargoDetail, status: 'sent', sent_at: later };
export const receivedCargoDetail: CargoDetail = {
  ...sentCargoDetail,
  status: 'received',
  received_at: later,
};

export const waitingTime: WaitingTime = {
  id: 1,
  application_id: 1,
  order_id: 'ORD-2026-000123',
  branch,
  step: 'packing',
  started_at: at,
  deadline_at: later,
  waited_minutes: 40,
  timing: 'start',
};

export const timeHistory: TimeHistory = {
  id: 1,
  old_time: at,
  new_time: later,
  changed_at: at,
  minutes: 135,
  changed_by: manager,
  comment: 'Qadoq materiali kutilmoqda',
};

export const car: Car = {
  id: 1,
  model: 'Isuzu NPR',
  government_number: '01A123BC',
  status: 'active',
  driver_name: 'Bekzod Tursunov',
  branch,
  users: [driver],
};

export const deadline: Deadline = {
  id: 1,
  month: '2026-11',
  date: '2026-11-25',
  task: 'Yillik inventarizatsiya',
  branch,
  created_at: at,
};

export const movement: Movement = {
  id: 1,
  application_id: 1,
  order_id: 'ORD-2026-000123',
  from_branch: branch,
  to_branch: otherBranch,
  car_number: '01A123BC',
  driver,
  step: 'in_transit',
  status: 'on_the_way',
  moved_at: at,
};

export const deliveryStatistics: DeliveryStatistics = {
  total: 120,
  delivered: 96,
  on_the_way: 14,
  returned: 4,
  frozen: 6,
  by_timing: { start: 60, middle: 40, late: 15, very_slow: 5 },
};

export const hourlyPoint: HourlyPoint = { hour: 10, created: 14, delivered: 9 };
export const categoryPoint: CategoryPoint = { category: 'Smartfonlar', quantity: 42, amount: 178_500_000 };
export const branchStatistics: BranchStatistics = {
  branch,
  total: 120,
  delivered: 96,
  late: 15,
  amount: 510_000_000,
};
export const branchStatisticsDetail: BranchStatisticsDetail = {
  branch,
  by_step: [{ step: 'packing', count: 12 }],
  by_status: [{ status: 'package', count: 12 }],
};
export const salesAnalytics: SalesAnalytics = {
  total_amount: 510_000_000,
  orders: 120,
  average_amount: 4_250_000,
  by_day: [{ date: day, amount: 510_000_000, orders: 120 }],
  by_branch: [{ branch, amount: 510_000_000, orders: 120 }],
};

export const region: Region = { id: 1, name: 'Toshkent shahri' };
export const district: District = { id: 1, region_id: 1, name: 'Chilonzor tumani' };

export const branchDetail: BranchDetail = {
  id: 1,
  name: 'Toshkent, markaziy ombor',
  address: 'Toshkent sh., Chilonzor t., Bunyodkor ko‘chasi, 1',
  director: 'Sardor Aliyev',
  region,
  district,
  is_main_warehouse: true,
  is_active: true,
  attached_branches: [otherBranch],
  groups: [{ id: 1, name: 'Markaz' }],
  deleted_at: null,
};

export const branchGroup: BranchGroup = { id: 1, name: 'Markaz', branches: [branch] };

export const user: User = {
  id: 2,
  name: 'Dilshod Rahimov',
  phone: '998900000002',
  is_admin: false,
  is_active: true,
  role: { id: 2, name: 'Menejer' },
  branch,
  manager: { id: 1, name: 'Aziz Karimov' },
  created_at: at,
};

export const role: Role = { id: 2, name: 'Menejer', color: '#1677ff', users_count: 3, permissions_count: 12 };

export const permission: Permission = {
  id: 1,
  name: 'Arizalar',
  key: 'del_application',
  category: 'Arizalar',
  type: 'list',
  options: ['0', 'own', 'all'],
};

export const roleGrant: RoleGrant = {
  permission_id: 1,
  key: 'del_application',
  name: 'Arizalar',
  category: 'Arizalar',
  type: 'list',
  value: 'all',
};

export const permissionGrant: PermissionGrant = { role_id: 2, role_name: 'Menejer', value: 'own' };

export const settings: Settings = {
  language: 'uz',
  working_branch_id: 1,
  dashboard: { widgets: ['delivery', 'hourly'], expanded_branch_ids: [1] },
};

export const question: Question = {
  id: 1,
  title: 'Qaytarilgan tovar qayerga topshiriladi?',
  author: manager,
  messages_count: 1,
  is_closed: false,
  created_at: at,
  updated_at: at,
};

export const questionMessage: QuestionMessage = {
  id: 1,
  text: 'Filial omboriga, reestr bilan.',
  author: { id: 1, name: 'Aziz Karimov' },
  created_at: at,
};

export const questionDetail: QuestionDetail = { ...question, messages: [questionMessage] };
