export const CONSUMER = 'karvon-app';
export const PROVIDER = 'karvon-api';
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;
