// React Aria's Select, in a chunk of its own that forms/DeferredFields.tsx asks for when the user reaches for one.
export { Select as default } from '@karvon/ui';
