import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled])';

function focusables(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * The WAI-ARIA menu button pattern for the header's drop-downs ("More", the account menu):
 * Enter, Space or ArrowDown open it with focus on the first item, arrows/Home/End move, Escape
 * closes and gives focus back to the button, Tab or a click outside closes it.
 */
export function useMenuButton() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  /** Which item takes focus when the menu appears (ArrowUp opens on the last one). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = focusables(menu.current);
    if (focusOnOpen.current) (focusOnOpen.current === 'last' ? items.at(-1) : items[0])?.focus();
    focusOnOpen.current = null;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    // On the document: after a mouse click the focus is still on the button, not in the menu.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    focusOnOpen.current = e.key === 'ArrowUp' ? 'last' : 'first';
    setOpen(true);
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const items = focusables(menu.current);
    const at = items.findIndex((el) => el === document.activeElement);
    const move = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (e.key === 'Tab') setOpen(false);
  };

  return {
    open,
    close,
    rootRef: root,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-haspopup': true,
      'aria-expanded': open,
      'aria-controls': id,
      onKeyDown: onButtonKeyDown,
      onClick: (e: MouseEvent) => {
        // A keyboard click (Enter/Space: detail 0) puts focus in the menu, as the pattern asks.
        if (!open && e.detail === 0) focusOnOpen.current = 'first';
        setOpen((v) => !v);
      },
    },
    menuProps: { ref: menu, id, onKeyDown: onMenuKeyDown },
  };
}
