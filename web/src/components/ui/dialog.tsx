// One accessible modal on the native <dialog>: showModal() gives the focus trap,
// the inert page and Escape; we add focus return, backdrop click and a title.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './close-icon';

interface DialogProps {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** Shown before the title, e.g. a success or error icon. */
  icon?: ReactNode;
  /** Links the dialog's description for screen readers. */
  describedBy?: string;
  /** Shows an × button in the corner (off for alerts, whose buttons already close). */
  closeButton?: boolean;
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** `left` makes it a full-height drawer (the sidebar); `wide` fits a long form. */
  placement?: 'center' | 'wide' | 'left';
  children: ReactNode;
}

const PLACEMENTS = {
  center: 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl',
  wide: 'm-auto w-[min(42rem,calc(100vw-2rem))] rounded-2xl',
  left: 'm-0 h-dvh max-h-none w-[min(20rem,85vw)] rounded-r-2xl',
} as const;

export function Dialog({
  open,
  onClose,
  title,
  icon,
  describedBy,
  closeButton = true,
  role = 'dialog',
  placement = 'center',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    dialog.showModal();
    // showModal() focuses the first focusable element (often the × button);
    // a child marked data-autofocus (the first field, an alert's answer) goes first.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      // Back to whatever opened the dialog, if it is still on the page.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // Escape: let React state close it, so that state and element never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`${PLACEMENTS[placement]} bg-white p-0 text-left text-stone-900 shadow-2xl`}
    >
      <div className="relative flex flex-col gap-4 p-6">
        {closeButton && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700"
          >
            <CloseIcon />
          </button>
        )}
        {icon}
        <h2 id={titleId} className="pr-8 text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
