import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
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

export interface DeferredFieldsProps {
  /** In order; each drawn in a `div` of its class, named by its slot. */
  fields: ReadonlyArray<{ slot: string; className?: string; field: DeferredField }>;
}

/**
 * Fields drawn as stand-ins until the user reaches for their area (`WantedArea`), then as their widgets, one by one
 * (`OneByOne`: ten of them drawn at once make a long task). A stand-in the user focused or pressed hands that on to
 * its widget: focus, and a select opens.
 */
export function DeferredFields({ fields }: DeferredFieldsProps) {
  const { wanted, reachRef } = useContext(WantedContext);
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
            <Widget field={field} />
          </HandOver>
        </div>
      ))}
      placeholders={standIns}
    />
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
    label: field.label,
    description: typeof field.description === 'string' ? field.description : undefined,
    isRequired: field.isRequired,
    isDisabled: field.isDisabled,
  };
  if (field.kind === 'dateRange') return <FieldStandIn kind="dateRange" {...common} value={field.value} />;
  const chosen = (field.options ?? []).find((option) => option.id === field.value);
  const label =
    chosen?.label ?? (field.kind === 'combobox' && field.value ? field.selectedOption?.label : undefined);
  return <FieldStandIn kind={field.kind} {...common} value={label ?? null} />;
}

/**
 * Gives the widget what its stand-in had: focus, if focus has not gone on elsewhere meanwhile, and a press (a
 * select opens; a combobox opens on focus by itself).
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
    if (reached.pressed && target?.getAttribute('aria-haspopup') === 'listbox') target.click();
  }, [reachRef, slot]);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
