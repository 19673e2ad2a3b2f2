// React Aria's dialog, a chunk of its own that a cargo's page asks for only when the user sends or receives.
export { ConfirmDialog } from '@karvon/ui';
