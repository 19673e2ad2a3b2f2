import { createKarvonClients, type KarvonClients, type KarvonClientsOptions } from './clients.ts';
import { listUserRoles } from './resources/access.ts';
import { getCurrentUser, login, logout, refreshToken } from './resources/auth.ts';
import {
  addApplicationComment,
  changeApplicationsStep,
  deleteApplicationFile,
  freezeApplication,
  getApplication,
  listApplications,
  stepBackApplication,
  unfreezeApplication,
  uploadApplicationFiles,
} from './resources/applications.ts';
import { listApplicationStaff } from './resources/application-staff.ts';
import { createBranchGroup, listBranchGroups } from './resources/branch-groups.ts';
import {
  createCargo,
  getCargo,
  listCargo,
  receiveCargo,
  sendCargo,
  updateCargo,
  addCargoProducts,
  checkCargoCodes,
} from './resources/cargo.ts';
import { attachCarUsers, createCar, getCar, listCars, setCarStatus, updateCar } from './resources/cars.ts';
import { listDeadlines, setDeadline } from './resources/deadlines.ts';
import {
  acceptFrozenApplication,
  acceptFrozenApplications,
  closeFrozenApplication,
  closeFrozenApplications,
  getFrozenApplication,
  listFrozenApplications,
  sendFrozenApplicationToDelivery,
  sendFrozenApplicationsToDelivery,
} from './resources/frozen-applications.ts';
import {
  listPermissionGrants,
  listRoleGrants,
  setPermissionGrants,
  setRoleGrants,
} from './resources/grants.ts';
import { getKdRegister, listKdRegisters } from './resources/kd-registers.ts';
import { listMovements } from './resources/movements.ts';
import { createOrderAttachment, listOrderAttachments } from './resources/order-attachments.ts';
import { requestPasswordReset, resetPassword } from './resources/password.ts';
import {
  createPermission,
  deletePermission,
  getPermission,
  listPermissions,
  updatePermission,
} from './resources/permissions.ts';
import {
  approveProduct,
  createProduct,
  getProduct,
  listProducts,
  updateProduct,
  uploadProductImage,
} from './resources/products.ts';
import { getProfile, getSettings, updateProfile, updateSettings } from './resources/profile.ts';
import { addQuestionMessage, createQuestion, getQuestion, listQuestions } from './resources/questions.ts';
import { listDistricts, listRegions } from './resources/regions.ts';
import {
  addRegisterProduct,
  addRegisterProducts,
  approveRegister,
  checkRegisterCodes,
  createRegister,
  getRegister,
  listRegisters,
  markRegisterPrinted,
} from './resources/registers.ts';
import {
  copyRolePermissions,
  createRole,
  deleteRole,
  getRole,
  listRoles,
  updateRole,
} from './resources/roles.ts';
import {
  getBranchStatistics,
  getCategoryStatistics,
  getDeliveryStatistics,
  getHourlyStatistics,
  getSalesAnalytics,
  listBranchStatistics,
} from './resources/statistics.ts';
import { listUnknownProducts } from './resources/unknown-products.ts';
import { createUser, getUser, listUsers, updateUser } from './resources/users.ts';
import { addPackingTime, listTimeHistory, listWaitingTimes } from './resources/waiting-times.ts';
import {
  createBranch,
  deleteBranch,
  getBranch,
  getMainWarehouse,
  listBranches,
  restoreBranch,
  setBranchStatus,
  updateBranch,
} from './resources/branches.ts';

type Resource = (clients: KarvonClients, ...args: never) => unknown;

/** Resource functions with the clients already applied. */
export type BoundResources<R extends Record<string, Resource>> = {
  [K in keyof R]: R[K] extends (clients: KarvonClients, ...args: infer A) => infer T
    ? (...args: A) => T
    : never;
};

/** Applies the clients to each resource function: `fn(clients, ...args)` becomes `fn(...args)`. */
export function bindResources<R extends Record<string, Resource>>(
  clients: KarvonClients,
  resources: R,
): BoundResources<R> {
  const bound: Record<string, unknown> = {};
  for (const [name, resource] of Object.entries(resources)) {
    bound[name] = (...args: never) => resource(clients, ...args);
  }
  return bound as BoundResources<R>;
}

const resources = {
  login,
  refreshToken,
  logout,
  getCurrentUser,
  listBranches,
  listUserRoles,
  listApplications,
  listApplicationStaff,
  getApplication,
  addApplicationComment,
  uploadApplicationFiles,
  deleteApplicationFile,
  changeApplicationsStep,
  stepBackApplication,
  freezeApplication,
  unfreezeApplication,
  listOrderAttachments,
  createOrderAttachment,
  listFrozenApplications,
  getFrozenApplication,
  acceptFrozenApplication,
  closeFrozenApplication,
  sendFrozenApplicationToDelivery,
  acceptFrozenApplications,
  closeFrozenApplications,
  sendFrozenApplicationsToDelivery,
  listRegisters,
  getRegister,
  createRegister,
  addRegisterProduct,
  approveRegister,
  markRegisterPrinted,
  checkRegisterCodes,
  addRegisterProducts,
  listKdRegisters,
  getKdRegister,
  listUnknownProducts,
  listProducts,
  getProduct,
  createProduct,
  updateProduct,
  uploadProductImage,
  approveProduct,
  listCargo,
  getCargo,
  createCargo,
  updateCargo,
  sendCargo,
  receiveCargo,
  checkCargoCodes,
  addCargoProducts,
  listWaitingTimes,
  addPackingTime,
  listTimeHistory,
  listCars,
  getCar,
  createCar,
  updateCar,
  setCarStatus,
  attachCarUsers,
  listDeadlines,
  setDeadline,
  listMovements,
  getDeliveryStatistics,
  getHourlyStatistics,
  getCategoryStatistics,
  listBranchStatistics,
  getBranchStatistics,
  getSalesAnalytics,
  getBranch,
  createBranch,
  updateBranch,
  setBranchStatus,
  deleteBranch,
  restoreBranch,
  getMainWarehouse,
  listRegions,
  listDistricts,
  listBranchGroups,
  createBranchGroup,
  listUsers,
  getUser,
  createUser,
  updateUser,
  listRoles,
  getRole,
  createRole,
  updateRole,
  deleteRole,
  copyRolePermissions,
  listPermissions,
  getPermission,
  createPermission,
  updatePermission,
  deletePermission,
  listRoleGrants,
  setRoleGrants,
  listPermissionGrants,
  setPermissionGrants,
  getProfile,
  updateProfile,
  getSettings,
  updateSettings,
  listQuestions,
  getQuestion,
  createQuestion,
  addQuestionMessage,
  requestPasswordReset,
  resetPassword,
};

export type KarvonApi = BoundResources<typeof resources> & { clients: KarvonClients };

/** The clients and every resource function bound to them: `api.login({ phone, password })`. */
export function createKarvonApi(options: KarvonClientsOptions): KarvonApi {
  const clients = createKarvonClients(options);
  return { ...bindResources(clients, resources), clients };
}
