// Components are drawn with React's `act` in happy-dom: React checks this flag to know it runs under a test.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export {};
