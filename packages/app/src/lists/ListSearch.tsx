import { useState, type RefObject } from 'react';
import { useSearch } from 'wouter';
import { SearchInput } from '@karvon/ui';
import { text as readText } from './urlState.ts';

export interface ListSearchProps {
  label: string;
  description?: string;
  /** The search for the address: `replace` when it refines the one this field has just put there. */
  onChange(value: string | undefined, how: { replace: boolean }): void;
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
  // Typing on refines the search this field has put in the address: it takes that entry's place, so Back leaves
  // the search rather than stepping back through what was typed on the way ('Nav', 'Navr'…). Leaving the field,
  // or an address from elsewhere, ends that: the next search is an entry of its own.
  const [refining, setRefining] = useState(false);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) {
      setText(value ?? '');
      setRefining(false);
    }
  }
  const send = (typed: string) => {
    if (typed.trim() === (value ?? '')) return;
    onChange(typed.trim() || undefined, { replace: refining });
    setRefining(true);
  };
  return (
    <div
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setRefining(false);
      }}
    >
      <SearchInput
        ref={inputRef}
        label={label}
        description={description}
        value={text}
        onValueChange={setText}
        onDebouncedChange={send}
        onSubmit={send}
      />
    </div>
  );
}
