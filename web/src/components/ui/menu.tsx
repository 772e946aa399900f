// A menu button (WAI-ARIA APG pattern): Enter, Space or ↓ opens it on the first
// item, ↑ on the last; ↑ ↓ Home End move; Escape closes and returns focus to
// the button; Tab or a click outside closes it. Items are any children with
// role="menuitem" (links or buttons); choosing one closes the menu and puts
// focus back on its button, so a dialog the item opens returns focus there.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export const menuItemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-stone-800 hover:bg-orange-50 focus:bg-orange-100 focus:outline-none';

interface MenuProps {
  /** The accessible name of the button, e.g. "Account menu for Ada". */
  label: string;
  /** What the button shows (e.g. an avatar). */
  button: ReactNode;
  /** Non-interactive text at the top of the menu (e.g. the user's name). */
  header?: ReactNode;
  children: ReactNode;
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

export function Menu({ label, button, header, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (focusOnOpen === 'first' ? list[0] : list.at(-1))?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open, focusOnOpen]);

  const openAt = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };

  const closeAndFocusButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(list.length - 1);
        break;
      case 'Escape':
        closeAndFocusButton();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      >
        {button}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role="menuitem"]')) closeAndFocusButton();
          }}
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
        >
          {header && <div className="border-b border-stone-200 px-3 pt-1 pb-2">{header}</div>}
          <div className="pt-1">{children}</div>
        </div>
      )}
    </div>
  );
}
