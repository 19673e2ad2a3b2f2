import { startTransition, useEffect, useState, type ReactElement, type ReactNode } from 'react';

interface Props {
  /** Keyed elements, drawn in this order. */
  items: ReactElement[];
  /** Keyed elements that hold the room of each item until it is drawn. */
  placeholders: ReactNode[];
  /** While true, only the placeholders are drawn (the same elements as afterwards, so none is drawn anew). */
  isPaused?: boolean;
}

/**
 * Draws heavy widgets one by one, each in a task of its own once the one before it is on screen: drawn together
 * they make one long task that blocks input. Each step keeps its own state, so drawing the next item never draws
 * the earlier ones again.
 */
export function OneByOne({ items, placeholders, isPaused = false }: Props) {
  return <Step items={items} index={0} placeholders={placeholders} isPaused={isPaused} />;
}

function Step({ items, index, placeholders, isPaused }: Props & { index: number }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn || isPaused || index >= items.length) return;
    const timer = setTimeout(() => startTransition(() => setDrawn(true)));
    return () => clearTimeout(timer);
  }, [drawn, isPaused, index, items.length]);
  if (index >= items.length) return null;
  if (!drawn) return placeholders.slice(index);
  return (
    <>
      {items[index]}
      <Step items={items} index={index + 1} placeholders={placeholders} isPaused={isPaused} />
    </>
  );
}
