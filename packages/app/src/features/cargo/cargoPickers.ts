// React Aria's Combobox and NumberField, a chunk of their own that the cargo form asks for once it has been painted.
export { Combobox, NumberField } from '@karvon/ui';
