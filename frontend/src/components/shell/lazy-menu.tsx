import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';

/** What a lazily loaded menu receives: its (controlled) open state and the trigger it wraps. */
export interface MenuComponentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

/** Props of a trigger element that the menu wrapper sets (a button, or antd's Button). */
interface TriggerProps {
  className?: string;
  disabled?: boolean;
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cache over menus with different extra props
type AnyMenu = ComponentType<any>;
type Loader<P> = () => Promise<ComponentType<MenuComponentProps & P>>;

const loaded = new Map<Loader<never>, AnyMenu>();
const loading = new Map<Loader<never>, Promise<AnyMenu>>();

function loadMenu<P>(loader: Loader<P>): Promise<AnyMenu> {
  const key = loader as Loader<never>;
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then((component) => {
      loaded.set(key, component);
      return component;
    });
    // A failed load (offline) is tried again on the next interaction.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** antd Dropdown's hover delay (mouseEnterDelay 0.15 s), kept for the first hover, before the menu is loaded. */
const HOVER_OPEN_DELAY_MS = 150;

/**
 * A menu button whose menu (antd Dropdown + Menu, with its items and icons) is loaded on first use — when the
 * pointer rests on the trigger, it gets focus, or it is pressed — instead of with the page. Until then the trigger
 * is rendered exactly as the Dropdown renders it (same element, class and disabled state); an interaction before the
 * menu has loaded opens it as soon as it is there, and keyboard focus stays on the trigger.
 */
export function LazyMenu<P extends object>({
  loader,
  props,
  hover = false,
  disabled = false,
  children,
}: {
  /** Resolves to the menu component; keep it a module-level constant (it keys the cache). */
  loader: Loader<P>;
  /** Extra props of the menu component. */
  props: P;
  /** Whether hovering opens the menu (antd `trigger` includes 'hover'), besides clicking. */
  hover?: boolean;
  disabled?: boolean;
  children: ReactElement<TriggerProps>;
}) {
  const [Menu, setMenu] = useState<AnyMenu | null>(() => loaded.get(loader as Loader<never>) ?? null);
  const [open, setOpen] = useState(false);
  // The loaded Dropdown is first rendered closed and opened afterwards (as a click on a mounted Dropdown does), so that
  // its popup is aligned and animated as usual, not mounted already open.
  const [ready, setReady] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const hoverTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (Menu) setReady(true);
  }, [Menu]);
  // The loaded menu renders a new trigger element: give it the focus the old one had.
  useLayoutEffect(() => {
    if (Menu && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [Menu]);

  const trigger = cloneElement(children, {
    ref: triggerRef,
    'aria-haspopup': 'menu',
    'aria-expanded': Boolean(Menu) && ready && open,
  });
  if (Menu) {
    return (
      <Menu {...props} open={ready && open} onOpenChange={setOpen}>
        {trigger}
      </Menu>
    );
  }

  const load = () => {
    void loadMenu(loader).then(
      (component) => {
        refocus.current = triggerRef.current !== null && document.activeElement === triggerRef.current;
        setMenu(() => component);
      },
      () => setOpen(false),
    );
  };
  const own = children.props;
  const mergedDisabled = own.disabled ?? disabled;
  return cloneElement(trigger, {
    // As antd's Dropdown does to its trigger.
    className: own.className ? `ant-dropdown-trigger ${own.className}` : 'ant-dropdown-trigger',
    disabled: mergedDisabled,
    ...(mergedDisabled
      ? {}
      : {
          onClick: (event: MouseEvent<HTMLElement>) => {
            own.onClick?.(event);
            window.clearTimeout(hoverTimer.current);
            setOpen(true);
            load();
          },
          onMouseEnter: (event: MouseEvent<HTMLElement>) => {
            own.onMouseEnter?.(event);
            if (!hover) return;
            load();
            window.clearTimeout(hoverTimer.current);
            hoverTimer.current = window.setTimeout(() => setOpen(true), HOVER_OPEN_DELAY_MS);
          },
          onMouseLeave: (event: MouseEvent<HTMLElement>) => {
            own.onMouseLeave?.(event);
            if (!hover) return;
            window.clearTimeout(hoverTimer.current);
            setOpen(false);
          },
          onFocus: (event: FocusEvent<HTMLElement>) => {
            own.onFocus?.(event);
            load();
          },
          onPointerDown: () => load(),
        }),
  });
}
