// Provider states of the resource pacts (issue 3). Each is described for the backend team in contracts/README.md.
export const NO_SUCH_ID = 999_999;
export const NOTHING_MATCHES = 'pact-nothing-matches';

export const RESOURCE_STATES = {
  noSuchRecord: `no record has id ${NO_SUCH_ID}`,
  nothingMatches: `nothing matches the search ${NOTHING_MATCHES}`,
  nothingInJanuary2000: 'nothing is dated January 2000',
  managerLacks: (key: string) => `the manager has no ${key} permission`,

  applicationAtPacking: 'application 1 exists at step packing',
  applicationAtFirstStep: 'application 1 is at step registered',
  applicationWithTenFiles: 'application 1 already has ten files',
  applicationFiles: 'application 1 has file 1 shartnoma.pdf and application 2 has file 2',
  applicationsAtSameStep: 'applications 1, 2 and 3 are at step packing',
  applicationsAtDifferentSteps: 'applications 1 and 2 are at step packing, application 3 at step loading',
  applicationFrozen: 'application 1 is frozen',
  applicationsFrozen: 'applications 1 and 2 are frozen',
  carReadyForApplications: 'car 1 with driver 3 is active and applications 1 and 2 are ready to load',
  applicationAlreadyAttached: 'application 2 is already attached to a car',

  draftRegister: 'register 1 is a draft collected-goods register holding product 1',
  approvedRegister: 'register 1 is an approved register',
  printedRegister: 'register 1 was printed once',
  kdRegister: 'courier-delivery register 1 exists',
  unknownProducts: 'unknown goods exist',
  draftProduct: 'product 1 is a draft with SKU SM-A556E-256',
  approvedProduct: 'product 1 is approved',
  productImage: 'product 1 has image 1, a PNG',
  otherProductSku: 'product 2 has SKU SM-S928B-512',
  newProductIdentityFree:
    'no product has SKU SM-A356E-128, code 8806095488813, series R58W356NEW or IMEI 356789104561280',

  draftCargo: 'cargo 1 is a draft from branch 1 to branch 2',
  sentCargo: 'cargo 1 is sent',
  waitingForPacking: 'application 1 waits for packing',
  packingFinished: 'application 1 is packed',

  car: 'car 1 exists with number 01A123BC',
  carNumberFree: 'no car has number 01A123BC',
  otherCarHasNumber: 'car 2 has number 01A777AA',
  carOnRoute: 'car 1 is on a route',
  deadline: 'a deadline is set for 2026-11',
  movement: 'application 1 moved from branch 1 to branch 2',
  statistics: 'applications of November 2026 exist',

  deletedBranch: 'branch 2 is deleted',
  branchWithWork: 'branch 2 has applications in work',
  regions: 'region 1 with district 1 exists',
  branchGroup: 'branch group 1 Markaz exists',

  users: 'user 2 is the manager with phone 998900000002',
  roles: 'role 2 Menejer exists and has users',
  permissions: 'permission 1 with key del_application exists',
  questions: 'question 1 is open',
  closedQuestion: 'question 1 is closed',

  resetCodeSent: 'the reset code 123456 was sent to 998900000001',
  resetRequestsExhausted: 'this client has asked for too many password resets',
} as const;
