// The public face of @karvon/sdk. Every export is named here on purpose: no `export *`.

export type {
  Application,
  ApplicationDetail,
  ApplicationFile,
  ApplicationList,
  ApplicationSort,
  ApplicationStatus,
  ApplicationStep,
  ApprovalStatus,
  AuthUser,
  Branch,
  BranchDetail,
  BranchGroup,
  BranchGroupInput,
  BranchGroupList,
  BranchGroupRef,
  BranchInput,
  BranchList,
  BranchRef,
  BranchStatistics,
  BranchStatisticsDetail,
  BranchStatusInput,
  BulkResult,
  Car,
  CarInput,
  CarList,
  CarRef,
  CarStatus,
  CarStatusInput,
  CarUsersInput,
  Cargo,
  CargoDetail,
  CargoInput,
  CargoProductInput,
  CargoProductsInput,
  CargoList,
  CargoProduct,
  CargoStatus,
  CategoryPoint,
  ChangeStepRequest,
  CloseFrozenRequest,
  Color,
  Comment,
  CommentInput,
  CopyPermissionsRequest,
  Deadline,
  DeadlineInput,
  DeadlineList,
  DeliveryStatistics,
  District,
  DistrictList,
  ErrorItem,
  ErrorResponse,
  FileUpload,
  FreezeRequest,
  FrozenApplication,
  FrozenApplicationDetail,
  FrozenApplicationList,
  HourlyPoint,
  IdsRequest,
  ImageUpload,
  KdRegister,
  KdRegisterDetail,
  KdRegisterList,
  Language,
  LoginRequest,
  MessageInput,
  Month,
  Movement,
  MovementList,
  OrderAttachment,
  OrderAttachmentInput,
  OrderAttachmentList,
  PackingTimeInput,
  PageMeta,
  PasswordReset,
  PasswordResetRequest,
  PaymentType,
  Permission,
  PermissionGrant,
  PermissionGrantsInput,
  PermissionInput,
  PermissionLevel,
  PermissionList,
  PermissionType,
  Product,
  ProductForm,
  ProductInput,
  ProductList,
  ProfileUpdate,
  Question,
  QuestionDetail,
  QuestionInput,
  QuestionList,
  QuestionMessage,
  ReasonRequest,
  RefreshResponse,
  Region,
  RegionList,
  Register,
  RegisterDetail,
  RegisterInput,
  RegisterKind,
  RegisterList,
  RegisterProduct,
  RegisterProductInput,
  RegisterPrint,
  RegisterPrintInput,
  RegisterProductsInput,
  CodeCheck,
  CodeCheckList,
  CodeCheckRequest,
  CodeCheckResult,
  Role,
  RoleEntry,
  RoleGrant,
  RoleGrantsInput,
  RoleInput,
  RoleList,
  SalesAnalytics,
  Settings,
  StepHistoryEntry,
  TimeHistory,
  Timing,
  TokenResponse,
  UnknownProduct,
  UnknownProductList,
  User,
  UserInput,
  UserList,
  UserRef,
  UserUpdate,
  WaitingTime,
  WaitingTimeList,
} from '@karvon/contracts';

export { createKarvonApi, bindResources } from './api.ts';
export type { KarvonApi, BoundResources } from './api.ts';
export { createKarvonClients } from './clients.ts';
export type { KarvonClients, KarvonClientsOptions, PublicClient, UzClient } from './clients.ts';
export type { ErrorListener, FailureContext, Fetch } from './failure-reporting.ts';

export { NOTIFY_HEADER } from './request-options.ts';
export type { Notify, RequestOptions } from './request-options.ts';
export type { SilentRequestOptions } from './resources/auth.ts';

export { login, refreshToken, logout, getCurrentUser } from './resources/auth.ts';
export {
  listBranches,
  BRANCH_PAGE_SIZE,
  getBranch,
  createBranch,
  updateBranch,
  setBranchStatus,
  deleteBranch,
  restoreBranch,
  getMainWarehouse,
} from './resources/branches.ts';
export type { BranchListQuery } from './resources/branches.ts';
export { listUserRoles } from './resources/access.ts';
export {
  listApplications,
  getApplication,
  addApplicationComment,
  uploadApplicationFiles,
  deleteApplicationFile,
  changeApplicationsStep,
  stepBackApplication,
  freezeApplication,
  unfreezeApplication,
} from './resources/applications.ts';
export type { ListApplicationsQuery } from './resources/applications.ts';
export { listApplicationStaff } from './resources/application-staff.ts';
export type { ListApplicationStaffQuery } from './resources/application-staff.ts';
export { downloadApplicationFile, getProductImage, productImageRef } from './resources/files.ts';
export type { ProductImageRef } from './resources/files.ts';
export { listOrderAttachments, createOrderAttachment } from './resources/order-attachments.ts';
export type { ListOrderAttachmentsQuery } from './resources/order-attachments.ts';
export {
  listFrozenApplications,
  getFrozenApplication,
  acceptFrozenApplication,
  closeFrozenApplication,
  sendFrozenApplicationToDelivery,
  acceptFrozenApplications,
  closeFrozenApplications,
  sendFrozenApplicationsToDelivery,
} from './resources/frozen-applications.ts';
export type { ListFrozenApplicationsQuery } from './resources/frozen-applications.ts';
export {
  listRegisters,
  getRegister,
  createRegister,
  addRegisterProduct,
  approveRegister,
  markRegisterPrinted,
  checkRegisterCodes,
  addRegisterProducts,
} from './resources/registers.ts';
export type { ListRegistersQuery } from './resources/registers.ts';
export { listKdRegisters, getKdRegister } from './resources/kd-registers.ts';
export type { ListKdRegistersQuery } from './resources/kd-registers.ts';
export { listUnknownProducts } from './resources/unknown-products.ts';
export type { ListUnknownProductsQuery } from './resources/unknown-products.ts';
export {
  listProducts,
  getProduct,
  createProduct,
  updateProduct,
  uploadProductImage,
  approveProduct,
} from './resources/products.ts';
export type { ListProductsQuery } from './resources/products.ts';
export {
  listCargo,
  getCargo,
  createCargo,
  updateCargo,
  sendCargo,
  receiveCargo,
  checkCargoCodes,
  addCargoProducts,
} from './resources/cargo.ts';
export type { ListCargoQuery } from './resources/cargo.ts';
export { listWaitingTimes, addPackingTime, listTimeHistory } from './resources/waiting-times.ts';
export type { ListWaitingTimesQuery } from './resources/waiting-times.ts';
export { listCars, getCar, createCar, updateCar, setCarStatus, attachCarUsers } from './resources/cars.ts';
export type { ListCarsQuery } from './resources/cars.ts';
export { listDeadlines, setDeadline } from './resources/deadlines.ts';
export type { ListDeadlinesQuery } from './resources/deadlines.ts';
export { listMovements } from './resources/movements.ts';
export type { ListMovementsQuery } from './resources/movements.ts';
export {
  getDeliveryStatistics,
  getHourlyStatistics,
  getCategoryStatistics,
  listBranchStatistics,
  getBranchStatistics,
  getSalesAnalytics,
} from './resources/statistics.ts';
export type {
  GetDeliveryStatisticsQuery,
  GetHourlyStatisticsQuery,
  GetCategoryStatisticsQuery,
  ListBranchStatisticsQuery,
  GetBranchStatisticsQuery,
  GetSalesAnalyticsQuery,
} from './resources/statistics.ts';
export { listRegions, listDistricts } from './resources/regions.ts';
export type { ListRegionsQuery, ListDistrictsQuery } from './resources/regions.ts';
export { listBranchGroups, createBranchGroup } from './resources/branch-groups.ts';
export type { ListBranchGroupsQuery } from './resources/branch-groups.ts';
export { listUsers, getUser, createUser, updateUser } from './resources/users.ts';
export type { ListUsersQuery } from './resources/users.ts';
export {
  listRoles,
  getRole,
  createRole,
  updateRole,
  deleteRole,
  copyRolePermissions,
} from './resources/roles.ts';
export type { ListRolesQuery } from './resources/roles.ts';
export {
  listPermissions,
  getPermission,
  createPermission,
  updatePermission,
  deletePermission,
} from './resources/permissions.ts';
export type { ListPermissionsQuery } from './resources/permissions.ts';
export {
  listRoleGrants,
  setRoleGrants,
  listPermissionGrants,
  setPermissionGrants,
} from './resources/grants.ts';
export { getProfile, updateProfile, getSettings, updateSettings } from './resources/profile.ts';
export { listQuestions, getQuestion, createQuestion, addQuestionMessage } from './resources/questions.ts';
export type { ListQuestionsQuery } from './resources/questions.ts';
export { requestPasswordReset, resetPassword } from './resources/password.ts';

export { DEFAULT_TOKEN_TYPE } from './token-store.ts';
export type { IssuedTokens, TokenStore } from './token-store.ts';
export { createCookieTokenStore, TOKEN_COOKIES } from './cookie-token-store.ts';
export type { CookieTokenStoreOptions } from './cookie-token-store.ts';
export { createMemoryTokenStore } from './memory-token-store.ts';
export type { StoredTokens } from './memory-token-store.ts';
export {
  ACCESS_COOKIE_DIVISOR,
  REFRESH_COOKIE_DIVISOR,
  accessCookieDays,
  refreshCookieDays,
} from './token-lifetimes.ts';

export { ApiError, NetworkError } from './request-errors.ts';
export { describeFailure } from './error-notice.ts';
export type {
  ErrorNotice,
  ErrorNoticeKind,
  Failure,
  NetworkFailure,
  ResponseFailure,
} from './error-notice.ts';
export { describeLoginFailure } from './login-failure.ts';
export type { LoginFailure } from './login-failure.ts';
export { MAX_ERROR_MESSAGES } from './error-items.ts';
