// React Aria's Combobox and Select (about 60 KB gzip with their popover and list box), a chunk of their own that the
// order attachment page asks for once it has been painted.
export { Combobox, Select } from '@karvon/ui';
