import {
  createContext,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { FieldStandIn, type ComboboxProps, type DateRangePickerProps, type SelectProps } from '@karvon/ui';
import { OneByOne } from './OneByOne.tsx';

/** A field whose widget is one of React Aria's: its kind and the widget's own props. */
export type DeferredField =
  | ({ kind: 'select' } & SelectProps)
  | ({ kind: 'combobox' } & ComboboxProps)
  | ({ kind: 'dateRange' } & DateRangePickerProps);

type Kind = DeferredField['kind'];

/** A widget's code, asked for once; `component` once it is here, to draw at once (no suspending). */
function widgetCode<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loading: Promise<void> | undefined;
  const code = {
    component: undefined as ComponentType<Props> | undefined,
    load: () =>
      (loading ??= load().then(
        (module) => {
          code.component = module.default;
        },
        (error: unknown) => {
          // Asked for again the next time a page wants it.
          loading = undefined;
          throw error;
        },
      )),
  };
  return code;
}

// Each widget in a chunk of its own, so a page asks only for the kinds it has.
const widgets = {
  select: widgetCode(() => import('./widgets/Select.ts')),
  combobox: widgetCode(() => import('./widgets/Combobox.ts')),
  dateRange: widgetCode(() => import('./widgets/DateRangePicker.ts')),
} satisfies Record<Kind, unknown>;

/** The stand-in a user focused or pressed, by its slot, for the widget to take over. */
interface Reach {
  slot: string;
  pressed: boolean;
}

interface Wanted {
  wanted: boolean;
  reachRef: RefObject<Reach | null>;
}

// Outside any area (a story, a test), the widgets are wanted at once.
const WantedContext = createContext<Wanted>({ wanted: true, reachRef: { current: null } });

/**
 * The part of a page (a list's search and filters, a form) where reaching for a field asks for the code of its
 * widgets: the pointer over it, focus or a touch in it. Until then its fields show as stand-ins
 * (`FieldStandIn`), so a page that is only read never loads React Aria's widgets (docs/budgets.md).
 */
export function WantedArea({ children, className }: { children: ReactNode; className?: string }) {
  const [wanted, setWanted] = useState(false);
  const reachRef = useRef<Reach | null>(null);
  const onReach = (event: SyntheticEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const slot = target?.closest('[data-slot]')?.getAttribute('data-slot');
    // Focus and presses are handed on; the pointer passing over a stand-in is not.
    const handedOn = event.type === 'focus' || event.type === 'click';
    if (slot && handedOn && target?.closest('[data-stand-in]')) {
      const pressedBefore = reachRef.current?.slot === slot && reachRef.current.pressed;
      reachRef.current = { slot, pressed: event.type === 'click' || pressedBefore };
    }
    if (!wanted) setWanted(true);
  };
  return (
    <div
      className={className}
      onPointerOver={onReach}
      onPointerDown={onReach}
      onFocus={onReach}
      onClick={onReach}
    >
      <WantedContext value={{ wanted, reachRef }}>{children}</WantedContext>
    </div>
  );
}

/** A field in its place: drawn in a `div` of its class, named by its slot. */
export interface DeferredFieldSlot {
  slot: string;
  className?: string;
  field: DeferredField;
}

export interface DeferredFieldsProps {
  /** In order. */
  fields: ReadonlyArray<DeferredFieldSlot>;
}

/**
 * Fields drawn as stand-ins until the user reaches for their area (`WantedArea`), then as their widgets, one by one
 * (`OneByOne`: ten of them drawn at once make a long task). A stand-in the user focused or pressed hands that on to
 * its widget: focus, and a select opens.
 */
export function DeferredFields({ fields }: DeferredFieldsProps) {
  const { wanted, reachRef } = useContext(WantedContext);
  // The fields as last given, for their widgets' handlers (a widget is drawn again only when its data changes).
  const latestRef = useRef(new Map<string, DeferredField>());
  useLayoutEffect(() => {
    latestRef.current = new Map(fields.map(({ slot, field }) => [slot, field]));
  });
  const kinds = [...new Set(fields.map(({ field }) => field.kind))];
  const [ready, setReady] = useState(() => kinds.every((kind) => widgets[kind].component));
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    // Every kind at once, not one after another as the widgets are drawn. Should the code not come, the stand-ins
    // stay (they look like the fields and do nothing), and the next page to want it asks again.
    Promise.all(kinds.map((kind) => widgets[kind].load())).then(
      () => current && setReady(true),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, ready, kinds.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const standIns = fields.map(({ slot, className, field }) => (
    <div key={slot} className={className} data-slot={slot}>
      <StandIn field={field} />
    </div>
  ));
  return (
    <OneByOne
      isPaused={!ready}
      items={fields.map(({ slot, className, field }) => (
        <div key={slot} className={className} data-slot={slot}>
          <HandOver slot={slot} reachRef={reachRef}>
            <FieldWidget slot={slot} field={field} latestRef={latestRef} />
          </HandOver>
        </div>
      ))}
      placeholders={standIns}
    />
  );
}

/**
 * A field's widget, drawn again only when the field's data changes (its value, label, options, state), not when
 * its handlers are new functions: they are called through the latest field given for its slot. So choosing one
 * filter draws that filter again, not the other nine.
 */
const FieldWidget = memo(
  function FieldWidget({
    slot,
    field,
    latestRef,
  }: {
    slot: string;
    field: DeferredField;
    latestRef: RefObject<Map<string, DeferredField>>;
  }) {
    const handlers = useMemo(() => {
      const latest = (name: string) => latestRef.current.get(slot)?.[name as keyof DeferredField];
      return Object.fromEntries(
        Object.entries(field)
          .filter(([, value]) => typeof value === 'function')
          .map(([name]) => [
            name,
            // The ref is read when a handler is called (an event, an effect), never while drawing.
            // eslint-disable-next-line react-hooks/refs
            (...args: unknown[]) => (latest(name) as (...a: unknown[]) => unknown)(...args),
          ]),
      );
      // The handlers' names are the kind's; the functions behind them are read when called.
    }, [slot, field.kind, latestRef]); // eslint-disable-line react-hooks/exhaustive-deps
    return <Widget field={{ ...field, ...handlers } as DeferredField} />;
  },
  (before, after) => before.slot === after.slot && sameData(before.field, after.field),
);

/** Whether two fields show the same: every value but functions, options and small objects by their content. */
function sameData(a: DeferredField, b: DeferredField): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x: unknown = a[key as keyof DeferredField];
    const y: unknown = b[key as keyof DeferredField];
    if (x === y || (typeof x === 'function' && typeof y === 'function')) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((item, index) => !sameShallow(item, y[index]))) return false;
    } else if (!sameShallow(x, y)) return false;
  }
  return true;
}

function sameShallow(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const xs = Object.entries(x);
  return (
    xs.length === Object.keys(y).length &&
    xs.every(([key, value]) => (y as Record<string, unknown>)[key] === value)
  );
}

/** Drawn only once its kind's code is here. */
function Widget({ field }: { field: DeferredField }) {
  switch (field.kind) {
    case 'select': {
      const { kind: _kind, ...props } = field;
      const Select = widgets.select.component!;
      return <Select {...props} />;
    }
    case 'combobox': {
      const { kind: _kind, ...props } = field;
      const Combobox = widgets.combobox.component!;
      return <Combobox {...props} />;
    }
    case 'dateRange': {
      const { kind: _kind, ...props } = field;
      const DateRangePicker = widgets.dateRange.component!;
      return <DateRangePicker {...props} />;
    }
  }
}

function StandIn({ field }: { field: DeferredField }) {
  const common = {
    // A form library's ref (react-hook-form focuses a field in error): the stand-in takes the focus, and hands it
    // on to its widget once drawn (HandOver).
    ref: field.ref as Ref<HTMLElement> | undefined,
    label: field.label,
    description: typeof field.description === 'string' ? field.description : undefined,
    isRequired: field.isRequired,
    isDisabled: field.isDisabled,
  };
  if (field.kind === 'dateRange') return <FieldStandIn kind="dateRange" {...common} value={field.value} />;
  const chosen = (field.options ?? []).find((option) => option.id === field.value);
  const label =
    chosen?.label ?? (field.kind === 'combobox' && field.value ? field.selectedOption?.label : undefined);
  return <FieldStandIn kind={field.kind} {...common} value={label ?? null} placeholder={field.placeholder} />;
}

/**
 * Gives the widget what its stand-in had: focus, if focus has not gone on elsewhere meanwhile, and a press (a
 * select opens, focus on its options; a combobox opens its list).
 */
function HandOver({
  slot,
  reachRef,
  children,
}: {
  slot: string;
  reachRef: RefObject<Reach | null>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const reached = reachRef.current;
    const root = ref.current;
    if (!reached || reached.slot !== slot || !root) return;
    // After the widget's first frame: a combobox focused before it has built its options would show its value
    // as an empty text (it fills the text from the chosen option only while it is not focused).
    const frame = requestAnimationFrame(() => {
      if (reachRef.current !== reached) return;
      reachRef.current = null;
      const active = document.activeElement;
      if (active && active !== document.body && !root.contains(active)) return;
      const target = [...root.querySelectorAll<HTMLElement>('input, button, [tabindex]')].find(
        (element) =>
          element.tabIndex >= 0 &&
          !element.closest('[aria-hidden="true"]') &&
          !(element instanceof HTMLInputElement && element.type === 'hidden'),
      );
      target?.focus();
      // Opened as the keyboard opens it, whatever pressed the stand-in: React Aria then moves the focus onto the
      // options at once. A `click()` reads as a screen reader's, for which it waits until no transition runs
      // anywhere on the page (the focus was lost to the body that way while the trigger's focus ring faded).
      if (reached.pressed && target?.getAttribute('aria-haspopup') === 'listbox') {
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
        );
      } else if (reached.pressed && target?.getAttribute('role') === 'combobox') {
        // A combobox opens on a click in its text (not on focus alone).
        target.click();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [reachRef, slot]);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
