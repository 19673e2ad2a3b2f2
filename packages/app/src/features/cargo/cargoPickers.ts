// React Aria's NumberField, a chunk of its own that the cargo form asks for once it has been painted.
export { NumberField } from '@karvon/ui';
