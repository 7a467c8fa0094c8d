import {
  cloneElement,
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type DOMAttributes,
  type ReactElement,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useForkRef } from '@mui/material';
import type { TooltipProps as MuiTooltipProps } from '@mui/material/Tooltip';
import { onDemand } from './onDemand';

/**
 * MUI's Tooltip (with Popper and @popperjs/core) loads the first time the pointer rests on, a finger
 * presses or the keyboard focus reaches an element that has one, not with the first screen
 * (docs/decisions/315-tooltips-and-pickers-on-demand.md). Until then, and always, the child carries
 * the accessible name MUI's Tooltip gives it (`aria-label` from a string title, unless the child
 * has its own), so nothing changes for assistive technology.
 *
 * The child is drawn here, never inside MUI's Tooltip: its element stays where it is when the
 * module arrives (no re-mount, the focus stays). MUI's Tooltip is given a stand-in child
 * (`Relay`) that hands its listeners and its anchor ref to the real child, so MUI's own delays,
 * hover / focus-visible / long-press rules, Escape and the interactive popup apply unchanged. The
 * event that asked for the module is replayed once it is there, if it still holds (the pointer is
 * still over the child, the focus still on it, the finger still down).
 *
 * A failed import shows no tooltip (the name is on the element anyway); the next hover retries.
 */
const muiTooltip = onDemand(() => import('@mui/material/Tooltip').then((module) => module.default));

export type TooltipProps = Pick<
  MuiTooltipProps,
  'title' | 'placement' | 'arrow' | 'disableInteractive' | 'enterDelay' | 'leaveDelay' | 'enterTouchDelay' | 'leaveTouchDelay'
> & {
  /** One element that takes a ref and these listeners (a button, a link, a list item). */
  children: ReactElement<ChildProps>;
};

type Listener = 'onMouseOver' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart' | 'onTouchEnd';
type Listeners = Pick<DOMAttributes<HTMLElement>, Listener>;
type ChildProps = Listeners & { ref?: Ref<HTMLElement>; 'aria-label'?: string; 'aria-labelledby'?: string };

const LISTENERS: readonly Listener[] = ['onMouseOver', 'onMouseLeave', 'onFocus', 'onBlur', 'onTouchStart', 'onTouchEnd'];

/** What happened before MUI's Tooltip was there, and still holds. */
interface Waiting {
  hover: boolean;
  focus: boolean;
  touch: boolean;
  /** A touch came first: the mouse events a tap emulates do not open the tooltip (MUI's rule). */
  touched: boolean;
}

function focusVisible(element: EventTarget | null): boolean {
  try {
    return element instanceof Element && element.matches(':focus-visible');
  } catch {
    // A DOM without the selector (as MUI's own check): no keyboard focus is told apart.
    return false;
  }
}

export function Tooltip({ children, title, ...options }: TooltipProps) {
  const Mui = useSyncExternalStore(muiTooltip.subscribe, muiTooltip.loaded, muiTooltip.loaded);
  // Mounted with the first hover / focus / touch of this element, then kept.
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const id = useId();
  const node = useRef<HTMLElement | null>(null);
  const relay = useRef<Listeners | null>(null);
  const waiting = useRef<Waiting>({ hover: false, focus: false, touch: false, touched: false });
  const ref = useForkRef(children.props.ref, node);

  const want = () => {
    setWanted(true);
    // A failure leaves no tooltip; onDemand forgets it, so the next hover tries again.
    muiTooltip.load().catch(() => undefined);
  };
  const before: Record<Listener, (event: SyntheticEvent<HTMLElement>) => void> = {
    onMouseOver: () => {
      if (waiting.current.touched) return;
      waiting.current.hover = true;
      want();
    },
    onMouseLeave: () => {
      waiting.current.hover = false;
    },
    onFocus: (event) => {
      // MUI opens on keyboard focus only (a click's focus follows the hover that opened it).
      if (!focusVisible(event.target)) return;
      waiting.current.focus = true;
      want();
    },
    onBlur: () => {
      waiting.current.focus = false;
    },
    onTouchStart: () => {
      waiting.current.touch = true;
      waiting.current.touched = true;
      want();
    },
    onTouchEnd: () => {
      waiting.current.touch = false;
    },
  };
  const listeners: Listeners = {};
  for (const name of LISTENERS) {
    listeners[name] = (event: SyntheticEvent<HTMLElement>) => {
      // The child's own listener, as MUI composes it.
      (children.props[name] as ((event: SyntheticEvent<HTMLElement>) => void) | undefined)?.(event);
      const mui = relay.current;
      if (mui) (mui[name] as ((event: SyntheticEvent<HTMLElement>) => void) | undefined)?.(event);
      else before[name](event);
    };
  }

  /** Once MUI's Tooltip is mounted: what asked for it, if it still holds. */
  const replay = (mui: Listeners) => {
    const target = node.current;
    if (!target) return;
    const held = waiting.current;
    // MUI's listeners read only these fields of the event (its type: a long press opens through
    // its own 'touchstart' check). A React event cannot be built by hand, hence the casts.
    const event = (type: string) => ({ type, target, currentTarget: target }) as unknown as never;
    if (held.touch) mui.onTouchStart?.(event('touchstart'));
    else if (held.focus && document.activeElement === target) mui.onFocus?.(event('focus'));
    else if (held.hover) mui.onMouseOver?.(event('mouseover'));
  };

  const titleIsString = typeof title === 'string';
  const name: ChildProps = {};
  // MUI's naming: the title names the child, unless the child has a name of its own.
  if (!('aria-label' in children.props) && titleIsString) name['aria-label'] = title;
  if (!('aria-labelledby' in children.props) && open && !titleIsString) name['aria-labelledby'] = id;

  return (
    <>
      {cloneElement(children, { ...name, ...listeners, ref })}
      {Mui && wanted ? (
        <Mui
          {...options}
          title={title}
          id={id}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
        >
          <Relay target={node} relay={relay} onMount={replay} />
        </Mui>
      ) : null}
    </>
  );
}

/**
 * MUI's Tooltip's child: draws nothing; passes the listeners MUI gives it to the real child and
 * points MUI's anchor ref at the real child's element.
 */
const Relay = forwardRef<
  HTMLElement,
  Listeners & {
    target: RefObject<HTMLElement | null>;
    relay: { current: Listeners | null };
    onMount: (listeners: Listeners) => void;
  }
>(function Relay({ target, relay, onMount, ...given }, ref) {
  // The newest listeners after every render of MUI's Tooltip (they close over its state).
  useLayoutEffect(() => {
    relay.current = given;
  });
  useLayoutEffect(() => {
    const element = target.current;
    setRef(ref, element);
    // MUI's development build checks its clone marker on the anchor; production passes none.
    for (const [key, value] of Object.entries(given)) {
      if (key.startsWith('data-') && element) element.setAttribute(key, String(value));
    }
    onMount(relay.current ?? given);
    return () => {
      relay.current = null;
      setRef(ref, null);
    };
    // Once per mount: MUI's ref callback is stable, and the replay is for the first event only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
});

function setRef(ref: Ref<HTMLElement> | undefined, value: HTMLElement | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
