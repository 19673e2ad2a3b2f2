// React Aria's Combobox, in a chunk of its own that forms/DeferredFields.tsx asks for when the user reaches for one.
export { Combobox as default } from '@karvon/ui';
