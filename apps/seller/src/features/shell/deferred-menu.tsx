import { deferredComponent } from '@margin/ui';
import { useLayoutEffect, useRef, type ComponentType, type RefObject } from 'react';

/** What the seller did to a deferred menu's stand-in button before the menu's code arrived. */
export interface MenuStart {
  /** Clicked, or (for a menu that opens on hover) under the pointer: the menu opens as it arrives. */
  open: boolean;
  /** Had the focus: the menu's own button takes it. */
  focus: boolean;
}

/** Given to the menu as `startRef`: read once, when it is first on the page (`useMenuStart`). */
export type MenuStartRef = RefObject<MenuStart>;

/** What the stand-in gives its button. */
export interface StandInButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}

/**
 * A header menu whose code (Mantine's Menu, 5 to 7 KiB gzip with what it brings) is not in the app's first download.
 * Until it arrives, `Button` draws the menu's own button without the menu, standing in for it; the code is fetched as
 * the page starts: its first render asks for it. What the seller does to the stand-in carries over: a click,
 * or with `openOnHover` the pointer resting on it, opens the menu when it arrives, and the focus moves to the menu's
 * button. The menu calls `useMenuStart` with the `startRef` it is given.
 */
export function deferredMenu<P extends object>(
  load: () => Promise<ComponentType<P & { startRef: MenuStartRef }>>,
  Button: ComponentType<P & { standIn: StandInButtonProps }>,
  { openOnHover = false }: { openOnHover?: boolean } = {},
): ComponentType<P> & { load: () => Promise<unknown> } {
  const menu = deferredComponent(load);

  function StandIn({ startRef, ...props }: P & { startRef: MenuStartRef }) {
    const buttonRef = useRef<HTMLButtonElement>(null);
    // Runs as the real menu replaces this button, while the button is still on the page.
    useLayoutEffect(
      () => () => {
        startRef.current.focus =
          document.activeElement !== null && document.activeElement === buttonRef.current;
      },
      [startRef],
    );
    return (
      <Button
        {...(props as P)}
        standIn={{
          ref: buttonRef,
          onClick: () => (startRef.current.open = true),
          onMouseEnter: () => openOnHover && (startRef.current.open = true),
          onMouseLeave: () => openOnHover && (startRef.current.open = false),
        }}
      />
    );
  }

  function DeferredMenu(props: P) {
    const startRef = useRef<MenuStart>({ open: false, focus: false });
    return menu.useReady(true) ? (
      <menu.Component {...props} startRef={startRef} />
    ) : (
      <StandIn {...props} startRef={startRef} />
    );
  }
  // `load` fetches the menu's code ahead: drawn after it, the menu is there from its first render.
  return Object.assign(DeferredMenu, { load: menu.load });
}

/**
 * For the menu a `deferredMenu` loads: opens it (`setOpened(true)`) and focuses `target` before the first paint when
 * the seller had already clicked or focused the button that stood in for it.
 */
export function useMenuStart(
  startRef: MenuStartRef,
  setOpened: (opened: boolean) => void,
  target: RefObject<HTMLButtonElement | null>,
): void {
  useLayoutEffect(() => {
    if (startRef.current.focus) target.current?.focus();
    if (startRef.current.open) setOpened(true);
    startRef.current = { open: false, focus: false };
  }, [startRef, setOpened, target]);
}
