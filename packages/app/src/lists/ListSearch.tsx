import { useState, type RefObject } from 'react';
import { useSearch } from 'wouter';
import { SearchInput } from '@karvon/ui';
import { text as readText } from './urlState.ts';

export interface ListSearchProps {
  label: string;
  description?: string;
  onChange(value: string | undefined): void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The list's search field (`?search=`). What is typed stays in the field (and in focus) while the address follows
 * it; only a change of the address from elsewhere (Back, a link) puts its words in the field. It reads the address
 * as it is now, not the page's view, which is drawn in a transition and can come after the user has typed on.
 */
export function ListSearch({ label, description, onChange, inputRef }: ListSearchProps) {
  const value = readText(new URLSearchParams(useSearch()).get('search') ?? '');
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  const send = (typed: string) => {
    if (typed.trim() !== (value ?? '')) onChange(typed.trim() || undefined);
  };
  return (
    <SearchInput
      ref={inputRef}
      label={label}
      description={description}
      value={text}
      onValueChange={setText}
      onDebouncedChange={send}
      onSubmit={send}
    />
  );
}
