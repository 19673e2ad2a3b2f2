// React Aria's DateRangePicker, in a chunk of its own that forms/DeferredFields.tsx asks for when the user reaches for one.
export { DateRangePicker as default } from '@karvon/ui';
