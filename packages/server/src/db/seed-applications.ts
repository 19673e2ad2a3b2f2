import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus, ApplicationStep, PaymentType } from '@karvon/contracts';
import { APPLICATION_STATUSES } from '../domain/application-enums.ts';
import { PLANNED_MINUTES, STATUSES_BY_STEP } from '../domain/application-workflow.ts';
import type { Tx } from './application-changes.ts';
import { refreshApplicationSearch } from './application-search.ts';
import { bulkInsert } from './bulk-insert.ts';
import {
  applicationComments,
  applicationFiles,
  applicationProducts,
  applications,
  applicationSteps,
  branches,
  products,
  roles,
  users,
} from './schema.ts';
import { AGENT_ROLE, DRIVER_ROLE, MANAGER_ROLE, PACKER_ROLE } from './seed-data.ts';

/** A small fast PRNG (mulberry32): the same seed gives the same demo on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { next, int, pick, chance, digits };
}
type Random = ReturnType<typeof createRandom>;

export interface SeedProduct {
  name: string;
  sku: string;
  code: string;
  brand: string | null;
  category: string;
  amount: number;
  volumeM3: number;
  color: string | null;
  imei: boolean;
  status: 'draft' | 'approved';
}

/** The catalogue: product 1 and 2 are the ones the pacts name (SKU SM-A556E-256 draft, SM-S928B-512). */
export const SEED_PRODUCTS: SeedProduct[] = [
  {
    name: 'Samsung Galaxy A55 8/256',
    sku: 'SM-A556E-256',
    code: '8806095467412',
    brand: 'Samsung',
    category: 'Smartfonlar',
    amount: 4_250_000,
    volumeM3: 0.002,
    color: 'black',
    imei: true,
    status: 'draft',
  },
  {
    name: 'Samsung Galaxy S24 Ultra 12/512',
    sku: 'SM-S928B-512',
    code: '8806095301129',
    brand: 'Samsung',
    category: 'Smartfonlar',
    amount: 16_900_000,
    volumeM3: 0.002,
    color: 'titanium gray',
    imei: true,
    status: 'approved',
  },
  {
    name: 'Xiaomi Redmi Note 13 8/256',
    sku: 'RN13-8-256',
    code: '6941812756263',
    brand: 'Xiaomi',
    category: 'Smartfonlar',
    amount: 2_890_000,
    volumeM3: 0.002,
    color: 'midnight black',
    imei: true,
    status: 'approved',
  },
  {
    name: 'Apple iPhone 15 128GB',
    sku: 'MTP03',
    code: '0195949035746',
    brand: 'Apple',
    category: 'Smartfonlar',
    amount: 11_400_000,
    volumeM3: 0.002,
    color: 'blue',
    imei: true,
    status: 'approved',
  },
  {
    name: 'Artel холодильник HD 455 FWEN',
    sku: 'ART-HD455',
    code: '4780020470152',
    brand: 'Artel',
    category: 'Холодильники',
    amount: 6_350_000,
    volumeM3: 0.62,
    color: 'white',
    imei: false,
    status: 'approved',
  },
  {
    name: 'Samsung стиральная машина WW70',
    sku: 'WW70T4020EE',
    code: '8806090591891',
    brand: 'Samsung',
    category: 'Стиральные машины',
    amount: 5_180_000,
    volumeM3: 0.34,
    color: 'white',
    imei: false,
    status: 'approved',
  },
  {
    name: 'LG телевизор 55UR78006LK',
    sku: '55UR78006LK',
    code: '8806084076563',
    brand: 'LG',
    category: 'Телевизоры',
    amount: 7_990_000,
    volumeM3: 0.19,
    color: 'black',
    imei: false,
    status: 'approved',
  },
  {
    name: 'Artel konditsioner Shahrisabz 12',
    sku: 'ART-SH12',
    code: '4780020475126',
    brand: 'Artel',
    category: 'Konditsionerlar',
    amount: 4_600_000,
    volumeM3: 0.21,
    color: 'white',
    imei: false,
    status: 'approved',
  },
  {
    name: 'Imperial газовая плита 5060',
    sku: 'IMP-5060',
    code: '4780020000557',
    brand: 'Imperial',
    category: 'Плиты',
    amount: 2_450_000,
    volumeM3: 0.3,
    color: 'white',
    imei: false,
    status: 'approved',
  },
  {
    name: 'Philips чайник HD9350',
    sku: 'HD9350/90',
    code: '8710103767542',
    brand: 'Philips',
    category: 'Мелкая техника',
    amount: 520_000,
    volumeM3: 0.01,
    color: 'steel',
    imei: false,
    status: 'approved',
  },
  {
    name: 'Tefal dazmol FV2838',
    sku: 'FV2838E0',
    code: '3121040073114',
    brand: 'Tefal',
    category: 'Kichik texnika',
    amount: 610_000,
    volumeM3: 0.01,
    color: 'blue',
    imei: false,
    status: 'approved',
  },
  {
    name: 'Lenovo IdeaPad 3 15IAU7',
    sku: '82RK00VWRK',
    code: '0196802123464',
    brand: 'Lenovo',
    category: 'Ноутбуки',
    amount: 6_700_000,
    volumeM3: 0.02,
    color: 'arctic grey',
    imei: false,
    status: 'approved',
  },
  {
    name: 'Gilam 2x3 Samarqand naqshi',
    sku: 'GLM-2X3-SMQ',
    code: '4780099001234',
    brand: null,
    category: 'Gilamlar',
    amount: 1_900_000,
    volumeM3: 0.08,
    color: 'qizil',
    imei: false,
    status: 'draft',
  },
  {
    name: 'Диван угловой «Бахор»',
    sku: 'DVN-BAHOR',
    code: '4780099004561',
    brand: null,
    category: 'Мебель',
    amount: 8_300_000,
    volumeM3: 2.1,
    color: 'бежевый',
    imei: false,
    status: 'approved',
  },
];

const RUSSIAN_NAMES = [
  'Каримова Малика',
  'Юсупов Тимур',
  'Абдуллаева Дилфуза',
  'Рахимов Шерзод',
  'Ким Елена',
  'Мирзаев Ботир',
  'Иванова Ольга',
  'Хасанов Рустам',
  'Назарова Севара',
  'Ахмедов Фаррух',
  'Ёқубов Элёр',
  'Тўхтаева Гулчеҳра',
  'Қодиров Ислом',
  'Ғуломов Аброр',
];
const UZBEK_NAMES = [
  'Karimova Malika',
  "To'xtayev Jamshid",
  "G'ulomova Nilufar",
  'Qodirov Sanjar',
  'Ergasheva Madina',
  'Xolmatov Bobur',
  'Usmonov Azizbek',
  'Rashidova Zarina',
  'Yoqubov Dilshod',
  'Saidova Kamola',
];
const COMPANIES = [
  'ООО «Asia Trade Group»',
  'MChJ «Baraka Savdo»',
  'ЧП «Навруз Маркет»',
  'MChJ «Samarqand Elektronika»',
  'ООО «Техномир Ташкент»',
  'XK «Farg‘ona Mebel»',
  'ООО «Умид Строй»',
];
const ADDRESSES = [
  'г. Ташкент, Юнусабадский р-н, 4-квартал, д. 12',
  'Toshkent sh., Chilonzor t., 9-mavze, 21-uy',
  'г. Самарканд, ул. Регистан, 17',
  "Samarqand sh., Mirzo Ulug'bek ko'chasi, 45",
  'г. Бухара, ул. Накшбанди, 8',
  "Buxoro sh., Mustaqillik ko'chasi, 3",
  "Andijon sh., Navoiy shoh ko'chasi, 102",
  'г. Фергана, ул. Аль-Фергани, 56',
  "Namangan sh., Uychi ko'chasi, 14",
  'г. Карши, ул. Насафи, 29',
  'г. Нукус, ул. Бердаха, 77',
  "Urganch sh., Al-Xorazmiy ko'chasi, 9",
  'Тошкент ш., Сергели т., 7-мавзе, 33-уй',
  'Фарғона ш., Маърифат кўчаси, 5',
];
const LANDMARKS = [
  'Mega Planet yonida',
  'Напротив школы №110',
  'Chorsu bozori yaqinida',
  'Рядом с Korzinka',
  'Metro Buyuk Ipak Yo‘li',
  'За мечетью Минор',
  'Eski shahar, choyxona yonida',
];
const CAR_NUMBERS = [
  '01A123BC',
  '01A777AA',
  '30B456CD',
  '80C321DA',
  '10D654EE',
  '40E987FA',
  '60F246GB',
  '01H135HC',
];
const COMMENTS = [
  'Mijoz kechqurun uyda bo‘ladi',
  'Позвонить за час до доставки',
  'Клиент просит доставить после 18:00',
  "Qo'ng'iroq qilib keling",
  'Подъезд со двора, третий этаж',
  'Mahsulotni tekshirib topshiring',
  'Оплата при получении',
  'Клиент не отвечает на звонки',
];
const FREEZE_REASONS = [
  'Mijoz telefonni ko‘tarmayapti',
  'Клиент попросил перенести доставку',
  'Нет товара на складе',
  "Manzil noto'g'ri ko'rsatilgan",
  'Ожидается доплата',
];
const STEP_COMMENTS = ['Qabul qilindi', 'Принято в работу', 'Проверено', null, null];

/** How often applications are at each step: most are delivered, a steady stream is in work. */
const STEP_WEIGHTS: readonly [ApplicationStep, number][] = [
  ['registered', 8],
  ['collecting', 7],
  ['packing', 8],
  ['ready_to_load', 7],
  ['loading', 5],
  ['in_transit', 7],
  ['at_branch', 7],
  ['out_for_delivery', 8],
  ['delivered', 35],
  ['returning', 8],
];

const WAREHOUSE_PATH: ApplicationStep[] = ['registered', 'collecting', 'packing', 'ready_to_load', 'loading'];

/** The steps an application went through to reach `step`; goods for another branch travel there first. */
function pathTo(step: ApplicationStep, toAnotherBranch: boolean): ApplicationStep[] {
  const warehouse = WAREHOUSE_PATH.indexOf(step);
  if (warehouse >= 0) return WAREHOUSE_PATH.slice(0, warehouse + 1);
  const travel: ApplicationStep[] = toAnotherBranch ? ['in_transit', 'at_branch'] : [];
  switch (step) {
    case 'in_transit':
      return [...WAREHOUSE_PATH, 'in_transit'];
    case 'at_branch':
      return [...WAREHOUSE_PATH, 'in_transit', 'at_branch'];
    case 'out_for_delivery':
      return [...WAREHOUSE_PATH, ...travel, 'out_for_delivery'];
    case 'delivered':
      return [...WAREHOUSE_PATH, ...travel, 'out_for_delivery', 'delivered'];
    default:
      return [...WAREHOUSE_PATH, ...travel, 'out_for_delivery', 'returning'];
  }
}

function stepOfStatus(status: ApplicationStatus): ApplicationStep {
  const entry = Object.entries(STATUSES_BY_STEP).find(([, statuses]) => statuses.includes(status));
  return (entry?.[0] ?? 'registered') as ApplicationStep;
}

function weightedStep(random: Random): ApplicationStep {
  const total = STEP_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [step, weight] of STEP_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return 'delivered';
}

interface People {
  managers: number[];
  agents: number[];
  drivers: number[];
  packers: number[];
  names: Map<number, string>;
}

interface Generated {
  application: typeof applications.$inferInsert;
  lines: { sku: string; quantity: number; amount: number }[];
  history: Omit<typeof applicationSteps.$inferInsert, 'applicationId'>[];
  comments: Omit<typeof applicationComments.$inferInsert, 'applicationId'>[];
  files: Omit<typeof applicationFiles.$inferInsert, 'applicationId'>[];
}

/** A tiny valid PDF: demo files have real bytes behind their metadata. */
const DEMO_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const MINUTE = 60_000;

const orderIdOf = (index: number) => `ORD-2026-${String(index + 1).padStart(6, '0')}`;

function generate(index: number, random: Random, branchIds: number[], people: People, now: Date): Generated {
  // The first applications walk through every status once, so each status of SPEC §4 has rows.
  const forcedStatus = index < APPLICATION_STATUSES.length ? APPLICATION_STATUSES[index] : undefined;
  const step = forcedStatus ? stepOfStatus(forcedStatus) : weightedStep(random);
  const statuses = STATUSES_BY_STEP[step];
  const status = forcedStatus ?? (random.chance(0.6) ? statuses[0]! : random.pick(statuses));
  const registerBranchId = random.chance(0.35) ? branchIds[0]! : random.pick(branchIds);
  const saleBranchId = random.chance(0.5) ? registerBranchId : random.pick(branchIds);
  const path = pathTo(step, saleBranchId !== registerBranchId);

  // Time runs forward from creation through each finished step; the current step has run for a while.
  const spentAtCurrent = Math.round(PLANNED_MINUTES[step] * random.next() * 2.6);
  const finished = path
    .slice(0, -1)
    .map((s) => Math.max(5, Math.round(PLANNED_MINUTES[s] * (0.4 + random.next() * 1.4))));
  const idleDays = step === 'delivered' || step === 'returning' ? random.int(0, 40) : random.int(0, 2);
  const totalMinutes = finished.reduce((sum, m) => sum + m, 0) + spentAtCurrent + idleDays * 1440;
  const createdAt = new Date(now.getTime() - totalMinutes * MINUTE - random.int(0, 59) * MINUTE);
  let cursor = createdAt.getTime();
  const staffOf = (s: ApplicationStep) =>
    s === 'collecting' || s === 'packing'
      ? random.pick(people.packers)
      : random.pick([...people.managers, ...people.agents]);
  const history: Generated['history'] = path.map((s, i) => {
    const startedAt = new Date(cursor);
    const last = i === path.length - 1;
    cursor += last ? 0 : finished[i]! * MINUTE;
    return {
      step: s,
      status: last ? status : STATUSES_BY_STEP[s][0]!,
      fromStep: i === 0 ? null : path[i - 1]!,
      branchId: ['at_branch', 'out_for_delivery', 'delivered', 'returning'].includes(s)
        ? saleBranchId
        : registerBranchId,
      userId: staffOf(s),
      startedAt,
      finishedAt: last ? (step === 'delivered' ? startedAt : null) : new Date(cursor),
      comment: i === 0 ? random.pick(STEP_COMMENTS) : random.chance(0.15) ? random.pick(COMMENTS) : null,
    };
  });
  const stepStartedAt = history.at(-1)!.startedAt;
  const atOrAfter = (s: ApplicationStep) => path.includes(s);

  const isCompany = random.chance(0.3);
  const counteragent = isCompany
    ? random.pick(COMPANIES)
    : random.chance(0.55)
      ? random.pick(RUSSIAN_NAMES)
      : random.pick(UZBEK_NAMES);
  const paymentType: PaymentType = random.pick(['cash', 'cash', 'card', 'card', 'transfer', 'installment']);
  const distributed =
    atOrAfter('loading') || status === 'driver_selected' || status === 'branch_driver_selected';
  const driverId = distributed ? random.pick(people.drivers) : null;
  const agentId = random.chance(0.85) ? random.pick(people.agents) : null;
  const closed = status === 'reject';
  const frozen = !closed && step !== 'delivered' && random.chance(0.05);
  const frozenAt = frozen
    ? new Date(Math.min(now.getTime(), stepStartedAt.getTime() + random.int(5, 600) * MINUTE))
    : null;

  const lines = Array.from({ length: random.int(1, 3) }, () => {
    const product = random.pick(SEED_PRODUCTS);
    return { sku: product.sku, quantity: random.chance(0.8) ? 1 : random.int(2, 4), amount: product.amount };
  });
  const orderId = orderIdOf(index);
  const loadNumber = atOrAfter('loading') ? `L-${random.int(1000, 9999)}` : null;
  const invoiceNumber = random.chance(0.8) ? `INV-${random.int(10000, 99999)}` : null;
  const pinfl = isCompany ? null : random.chance(0.8) ? `${random.int(3, 6)}${random.digits(13)}` : null;
  const inn = isCompany ? `${random.int(2, 3)}${random.digits(8)}` : null;
  const contractNumber =
    paymentType === 'installment' || isCompany ? `C-2026/${random.int(100, 9999)}` : null;
  const carNumber = driverId === null ? null : random.pick(CAR_NUMBERS);
  const comments = Array.from({ length: random.chance(0.3) ? random.int(1, 2) : 0 }, (_, i) => ({
    authorId: random.pick([...people.managers, ...people.agents]),
    text: random.pick(COMMENTS),
    createdAt: new Date(createdAt.getTime() + (i + 1) * random.int(10, 300) * MINUTE),
  })).filter((comment) => comment.createdAt <= now);
  const files = random.chance(0.05)
    ? [
        {
          name: `nakladnaya-${index + 1}.pdf`,
          mimeType: 'application/pdf',
          size: DEMO_PDF.byteLength,
          content: DEMO_PDF,
          uploadedAt: createdAt,
          uploadedById: random.pick(people.agents),
        },
      ]
    : [];

  return {
    application: {
      orderId,
      loadNumber,
      invoiceNumber,
      counteragent,
      paymentType,
      driverId,
      carNumber,
      registerBranchId,
      saleBranchId,
      writeOffBranchId: random.chance(0.7) ? registerBranchId : branchIds[0]!,
      onlineUserId: random.chance(0.5) ? random.pick([...people.managers, ...people.agents]) : null,
      agentId,
      status,
      step,
      stepStartedAt,
      stepDurationMinutes: PLANNED_MINUTES[step],
      totalAmount: lines.reduce((sum, line) => sum + line.amount * line.quantity, 0),
      createdAt,
      updatedAt: frozenAt ?? stepStartedAt,
      deliveryDeadline: random.chance(0.85)
        ? new Date(createdAt.getTime() + random.int(1, 5) * 1440 * MINUTE)
        : null,
      comment: random.chance(0.4) ? random.pick(COMMENTS) : null,
      pinfl,
      inn,
      cardNumber: paymentType === 'card' ? `8600 **** **** ${random.digits(4)}` : null,
      cardExpiry:
        paymentType === 'card' ? `${String(random.int(1, 12)).padStart(2, '0')}/${random.int(26, 30)}` : null,
      contractNumber,
      registeredAddress: random.pick(ADDRESSES),
      landmark: random.chance(0.6) ? random.pick(LANDMARKS) : null,
      isPrinted: atOrAfter('ready_to_load') && random.chance(0.7),
      isFrozen: frozen,
      isDistributed: distributed,
      frozenAt,
      frozenById: frozen ? random.pick([...people.managers, ...people.agents]) : null,
      freezeReason: frozen ? random.pick(FREEZE_REASONS) : null,
      closedAt: closed ? stepStartedAt : null,
      closeReason: closed ? random.pick(FREEZE_REASONS) : null,
    },
    lines,
    history,
    comments,
    files,
  };
}

async function peopleOf(tx: Tx): Promise<People> {
  const rows = await tx
    .select({ id: users.id, name: users.name, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(users.id);
  const withRole = (role: string) => rows.filter((row) => row.role === role).map((row) => row.id);
  return {
    managers: withRole(MANAGER_ROLE),
    agents: withRole(AGENT_ROLE),
    drivers: withRole(DRIVER_ROLE),
    packers: withRole(PACKER_ROLE),
    names: new Map(rows.map((row) => [row.id, row.name])),
  };
}

type Progress = ApplicationSeedOptions['onProgress'];

async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
  progress?: { stage: string; report: Progress },
) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
    progress?.report?.(progress.stage, Math.min(rows.length, start + size), rows.length);
  }
}

const BULK_LOAD_ROWS = 20_000;

/** The tables a bulk load fills; their indexes that back no constraint are rebuilt after it. */
const BULK_LOADED_TABLES = [applications, applicationProducts, applicationSteps, applicationComments].map(
  (table) => getTableName(table),
);

/** Drops the indexes of the bulk-loaded tables that back no constraint; answers the statements that recreate them. */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const result = await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (select json_array_elements_text(${JSON.stringify(BULK_LOADED_TABLES)}::json))
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  return indexes.map((index) => index.definition);
}

export interface ApplicationSeedOptions {
  /** How many applications the demo holds. */
  count: number;
  /** The moment the demo is built around (its newest applications are still in work then). */
  now: Date;
  /** PRNG seed: the same seed builds the same applications. */
  seed: number;
  /** Told after each stage and chunk (the large benchmark fixture takes a while). */
  onProgress?: (stage: string, done: number, total: number) => void;
}

export const DEFAULT_APPLICATION_COUNT = 3000;

/**
 * Adds the catalogue and the demo applications that are missing (by SKU and order id) with their products,
 * history, comments and files; existing rows are left as they are.
 */
export async function seedApplications(tx: Tx, options: ApplicationSeedOptions): Promise<number> {
  await tx
    .insert(products)
    .values(
      SEED_PRODUCTS.map((product, i) => ({
        name: product.name,
        sku: product.sku,
        code: product.code,
        series: product.imei ? `R58W${String(123 + i).padStart(3, '0')}ABC` : null,
        brand: product.brand,
        category: product.category,
        amount: product.amount,
        volumeM3: product.volumeM3,
        color: product.color,
        imei: product.imei ? `3567891045678${String(91 + i).slice(-2)}` : null,
        imageUrl: `https://cdn.karvon.uz/products/${product.sku.toLowerCase()}.webp`,
        status: product.status,
      })),
    )
    .onConflictDoNothing({ target: products.sku });
  const productIds = new Map(
    (await tx.select({ id: products.id, sku: products.sku }).from(products)).map((row) => [row.sku, row.id]),
  );

  const branchIds = (
    await tx
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.isActive, true))
      .orderBy(branches.id)
  ).map((row) => row.id);
  const people = await peopleOf(tx);
  if (
    branchIds.length === 0 ||
    people.agents.length === 0 ||
    people.drivers.length === 0 ||
    people.packers.length === 0
  ) {
    throw new Error('The application seed needs branches, agents, drivers and packers first');
  }
  if (people.managers.length === 0) people.managers.push(...people.agents);

  // Order ids depend on the index only, so a complete demo is recognised without generating it again.
  const orderIds = Array.from({ length: options.count }, (_, i) => orderIdOf(i));
  const [present] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      sql`${applications.orderId} in (select json_array_elements_text(${JSON.stringify(orderIds)}::json))`,
    );
  if ((present?.n ?? 0) === options.count) return 0;

  const report = options.onProgress;
  const random = createRandom(options.seed);
  // Every application is generated (so the PRNG sequence stays the same) and only the missing ones are written.
  const generated = Array.from({ length: options.count }, (_, i) =>
    generate(i, random, branchIds, people, options.now),
  );
  report?.('generated', generated.length, generated.length);
  const existing = new Set<string>();
  await insertInChunks(
    generated,
    5000,
    async (chunk) => {
      const rows = await tx
        .select({ orderId: applications.orderId })
        .from(applications)
        .where(
          inArray(
            applications.orderId,
            chunk.map((g) => g.application.orderId),
          ),
        );
      for (const row of rows) existing.add(row.orderId);
    },
    { stage: 'checked', report },
  );
  const missing = generated.filter((g) => !existing.has(g.application.orderId));
  if (missing.length === 0) return 0;

  // A large load (the benchmark fixture) builds the search, filter and lookup indexes once at the end, which is
  // much cheaper than keeping them up to date row by row; the demo's few thousand rows go in as they are.
  const rebuildIndexes = missing.length >= BULK_LOAD_ROWS ? await dropSecondaryIndexes(tx) : [];
  const ids = new Map<string, number>();
  await insertInChunks(
    missing,
    5000,
    async (chunk) => {
      const rows = await bulkInsert(
        tx,
        applications,
        chunk.map((g) => g.application),
        sql`id, order_id`,
      );
      for (const row of rows) ids.set(String(row.order_id), Number(row.id));
    },
    { stage: 'applications', report },
  );
  const idOf = (g: Generated) => ids.get(g.application.orderId)!;
  await insertInChunks(
    missing.flatMap((g) =>
      g.lines.map((line) => ({
        applicationId: idOf(g),
        productId: productIds.get(line.sku)!,
        quantity: line.quantity,
        amount: line.amount,
      })),
    ),
    20_000,
    (chunk) => bulkInsert(tx, applicationProducts, chunk),
    { stage: 'products', report },
  );
  await insertInChunks(
    missing.flatMap((g) => g.history.map((entry) => ({ ...entry, applicationId: idOf(g) }))),
    20_000,
    (chunk) => bulkInsert(tx, applicationSteps, chunk),
    { stage: 'history', report },
  );
  await insertInChunks(
    missing.flatMap((g) => g.comments.map((comment) => ({ ...comment, applicationId: idOf(g) }))),
    20_000,
    (chunk) => bulkInsert(tx, applicationComments, chunk),
    { stage: 'comments', report },
  );
  await insertInChunks(
    missing.flatMap((g) => g.files.map((file) => ({ ...file, applicationId: idOf(g) }))),
    2000,
    (chunk) => bulkInsert(tx, applicationFiles, chunk),
    { stage: 'files', report },
  );
  // New rows hold an empty search column until it is folded, in the database, as every later change folds it.
  await refreshApplicationSearch(tx, eq(applications.searchText, ''));
  report?.('search', missing.length, missing.length);
  for (const definition of rebuildIndexes) await tx.execute(sql.raw(definition));
  if (rebuildIndexes.length > 0) report?.('indexes', rebuildIndexes.length, rebuildIndexes.length);
  // Statistics for the planner after a bulk load.
  await tx.execute(sql`analyze applications`);
  return missing.length;
}
