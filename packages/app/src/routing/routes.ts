import type { ComponentType } from 'react';
import type { MessageId } from '../i18n/messages/ru.ts';
import { LoginPage } from '../pages/LoginPage.tsx';
import { loadBundles, type MessageBundle } from '../i18n/locale.ts';
import { ordersMessages } from '../orders/messages/index.ts';
import { applicationsMessages } from '../features/applications/messages/index.ts';
import { frozenMessages } from '../features/frozen/messages/index.ts';
import { attachmentsMessages } from '../features/attachments/messages/index.ts';
import { waitingMessages } from '../features/waiting/messages/index.ts';
import { kdRegistersMessages } from '../features/kdregisters/messages/index.ts';
import { unknownMessages } from '../features/unknown/messages/index.ts';
import { registersMessages } from '../features/registers/messages/index.ts';
import { cargoMessages } from '../features/cargo/messages/index.ts';
import { accountMessages } from '../pages/messages/index.ts';
import { onDemand } from './onDemand.ts';

export interface RouteDefinition {
  path: string;
  /** The route name of SPEC §2, which is also its permission key (SPEC §5). */
  name: string;
  /** The page's own name: the title, the last breadcrumb, the page named in the no-access warning. */
  breadcrumb: MessageId;
  /** For a sub-page (add, edit, view…), the label of its last breadcrumb, after its area's list. */
  crumb?: MessageId;
  requiresAuth: boolean;
  /** Screens that later issues build show an honest "coming" page inside the shell until then. */
  component?: ComponentType;
  /** Fetches the code of a page loaded on demand, before React asks for it (routing/preload.ts). */
  preload?(): Promise<unknown>;
}

/** The signed-in shell around every page that needs a session, loaded on demand like the pages. */
export const signedInShell = onDemand(() => import('../shell/SignedInRoute.tsx'));

/** A page whose code and words (in the language on screen) load together, when it is first wanted. */
const withWords = <Props extends object>(
  bundles: MessageBundle[],
  load: () => Promise<{ default: ComponentType<Props> }>,
) =>
  onDemand<Props>(async () => {
    const [module] = await Promise.all([load(), loadBundles(bundles)]);
    return module;
  });

const accountWords = [accountMessages];
const WelcomePage = withWords(accountWords, () => import('../pages/WelcomePage.tsx'));
const ResetPasswordPage = withWords(accountWords, () => import('../pages/ResetPasswordPage.tsx'));
const ProfilePage = withWords(accountWords, () => import('../pages/ProfilePage.tsx'));
const SettingsPage = withWords(accountWords, () => import('../pages/SettingsPage.tsx'));
const NoAccessPage = withWords(accountWords, () => import('../pages/NoAccessPage.tsx'));

const applicationWords = [ordersMessages, applicationsMessages];
const ApplicationsPage = withWords(
  applicationWords,
  () => import('../features/applications/ApplicationsPage.tsx'),
);
const ChangeStepPage = withWords(
  applicationWords,
  () => import('../features/applications/ChangeStepPage.tsx'),
);
const ApplicationPage = withWords(
  applicationWords,
  () => import('../features/applications/ApplicationPage.tsx'),
);
const frozenWords = [ordersMessages, frozenMessages];
const FrozenApplicationsPage = withWords(
  frozenWords,
  () => import('../features/frozen/FrozenApplicationsPage.tsx'),
);
const FrozenApplicationPage = withWords(
  frozenWords,
  () => import('../features/frozen/FrozenApplicationPage.tsx'),
);
const OrderAttachmentPage = withWords(
  [ordersMessages, attachmentsMessages],
  () => import('../features/attachments/OrderAttachmentPage.tsx'),
);
const WaitingTimesPage = withWords(
  [ordersMessages, waitingMessages],
  () => import('../features/waiting/WaitingTimesPage.tsx'),
);
const kdWords = [ordersMessages, kdRegistersMessages];
const KdRegistersPage = withWords(kdWords, () => import('../features/kdregisters/KdRegistersPage.tsx'));
const KdRegisterPage = withWords(kdWords, () => import('../features/kdregisters/KdRegisterPage.tsx'));
const UnknownProductsPage = withWords(
  [ordersMessages, unknownMessages],
  () => import('../features/unknown/UnknownProductsPage.tsx'),
);
const registerWords = [ordersMessages, registersMessages];
const RegistersPage = withWords(registerWords, () => import('../features/registers/RegistersPage.tsx'));
const RegisterPage = withWords(registerWords, () => import('../features/registers/RegisterPage.tsx'));
const cargoWords = [ordersMessages, cargoMessages];
const CargoListPage = withWords(cargoWords, () => import('../features/cargo/CargoListPage.tsx'));
const CargoPage = withWords(cargoWords, () => import('../features/cargo/CargoPage.tsx'));
const CargoFormPage = withWords(cargoWords, () => import('../features/cargo/CargoFormPage.tsx'));

const screen = (path: string, name: string, crumb?: MessageId): RouteDefinition => ({
  path,
  name,
  breadcrumb: `page.${name}` as MessageId,
  ...(crumb && { crumb }),
  requiresAuth: true,
});

/**
 * Every route of SPEC §2, paths spelled as SPEC spells them (`wating_time` included). Within an area the literal
 * paths (`add`, `step`) come before `:id`, since the first match wins. Redirects and not-found live in App.tsx.
 */
export const routes: RouteDefinition[] = [
  {
    path: '/auth/login',
    name: 'login',
    breadcrumb: 'login.title',
    requiresAuth: false,
    component: LoginPage,
  },
  { ...screen('/auth/reset-password', 'resetpassword'), requiresAuth: false, ...ResetPasswordPage },
  { ...screen('/no-access', 'no-access'), ...NoAccessPage },
  { ...screen('/welcome', 'welcome'), ...WelcomePage },
  // Not in SPEC §2 (our decision): every signed-in user's own profile and settings.
  { ...screen('/profile', 'profile'), ...ProfilePage },
  { ...screen('/profile/settings', 'profile.settings'), ...SettingsPage },
  screen('/dashboard', 'dashboard'),
  screen('/analytic', 'analytic'),
  screen('/users', 'users'),
  screen('/users/add', 'users', 'crumb.add'),
  screen('/users/edit/:id', 'user.update', 'crumb.edit'),
  screen('/users/:id', 'users', 'crumb.view'),
  { ...screen('/freeze_application', 'freeze_application'), ...FrozenApplicationsPage },
  {
    ...screen('/freeze_application/:id', 'freeze_application', 'crumb.view'),
    ...FrozenApplicationPage,
  },
  { ...screen('/del_application', 'del_application'), ...ApplicationsPage },
  { ...screen('/del_application/step', 'del_application', 'crumb.step'), ...ChangeStepPage },
  { ...screen('/del_application/:id', 'del_application', 'crumb.view'), ...ApplicationPage },
  { ...screen('/reestr', 'reestr'), ...RegistersPage },
  { ...screen('/reestr/item/:id?', 'reestr', 'crumb.item'), ...RegisterPage },
  { ...screen('/kdreestr', 'kdreestr'), ...KdRegistersPage },
  { ...screen('/kdreestr/item/:id?', 'kdreestr', 'crumb.item'), ...KdRegisterPage },
  { ...screen('/unknown', 'unknown'), ...UnknownProductsPage },
  { ...screen('/cargo', 'cargo'), ...CargoListPage },
  // `/cargo/item` names no cargo: it goes to the form that makes one (docs/decisions.md).
  { ...screen('/cargo/item/:id?', 'cargo', 'crumb.view'), ...CargoPage },
  // SPEC's `add/{id optional}`: without an id it adds, with one it edits (a title of its own).
  { ...screen('/cargo/add', 'cargo', 'crumb.add'), ...CargoFormPage },
  { ...screen('/cargo/add/:id', 'cargo', 'crumb.edit'), ...CargoFormPage },
  screen('/movement', 'movement'),
  screen('/deadline', 'deadline'),
  screen('/car', 'car'),
  screen('/car/:id', 'car', 'crumb.view'),
  { ...screen('/wating_time', 'wating_time'), ...WaitingTimesPage },
  screen('/settings/branch', 'branch'),
  screen('/settings/branch/add', 'branch', 'crumb.add'),
  screen('/settings/branch/edit/:id', 'branch', 'crumb.edit'),
  screen('/settings/branch/:id', 'branch', 'crumb.view'),
  screen('/access/perms', 'perms'),
  screen('/access/perms/add', 'perms', 'crumb.add'),
  screen('/access/perms/edit/:id', 'perms', 'crumb.edit'),
  screen('/access/roles', 'roles'),
  screen('/access/roles/add', 'roles', 'crumb.add'),
  screen('/access/roles/edit/:id', 'roles', 'crumb.edit'),
  screen('/access/by_perms/:id', 'by.perms'),
  screen('/access/by_role/:id', 'by.role'),
  { ...screen('/order_attachment', 'order_attachment'), ...OrderAttachmentPage },
];

export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/', to: '/del_application' },
  { from: '/auth', to: '/auth/login' },
  { from: '/settings', to: '/settings/branch' },
  { from: '/access', to: '/access/roles' },
];
