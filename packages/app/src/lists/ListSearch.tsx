import { useState, type RefObject } from 'react';
import { SearchInput } from '@karvon/ui';

export interface ListSearchProps {
  label: string;
  description?: string;
  /** The search as the page's view has it (the address, drawn in a transition). */
  value: string | undefined;
  onChange(value: string | undefined): void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The list's search field. What is typed stays in the field (and in focus) while the address follows it; only a
 * change of the address from elsewhere (Back, a link) puts its words in the field. The view can arrive after the
 * user has typed on (it is drawn in a transition): a search this field sent itself never overwrites the field.
 */
export function ListSearch({ label, description, value, onChange, inputRef }: ListSearchProps) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // What this field sent that the view has not shown yet, oldest first.
  const [sent, setSent] = useState<readonly string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const ours = sent.lastIndexOf(value ?? '');
    if (ours >= 0) setSent(sent.slice(ours + 1));
    else {
      setSent([]);
      if ((value ?? '') !== text.trim()) setText(value ?? '');
    }
  }
  const send = (typed: string) => {
    const next = typed.trim();
    if (next === (sent.at(-1) ?? value ?? '')) return;
    setSent([...sent, next]);
    onChange(next || undefined);
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
