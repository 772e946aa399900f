// Toasts: top-right, 5000 ms, coloured by kind, paused while the
// pointer is over them or the window has lost focus, and draggable sideways to
// dismiss. react-hot-toast's stock <Toaster/> has no focus-loss pause and no
// drag, so this renders its headless store. Only the top-right position
// (TOAST_OPTIONS.position) is laid out.
import { TOAST_OPTIONS } from '@/config/ui';
import { CloseIcon } from './close-icon';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { notify } from './toast';

/** How far (px) a toast must be dragged before it is dismissed. */
const DISMISS_DISTANCE = 80;
const GUTTER = 8;

const COLOURS: Record<Toast['type'], string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  loading: 'bg-stone-800 text-white',
  blank: 'bg-stone-800 text-white',
  custom: 'bg-white text-stone-900',
};

function useDragToDismiss(id: string, pause: () => void, resume: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      // Buttons and links inside the toast keep their own click.
      if ((event.target as HTMLElement).closest('button, a')) return;
      start.current = event.clientX;
      event.currentTarget.setPointerCapture(event.pointerId);
      pause();
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (start.current !== null) setOffset(event.clientX - start.current);
    },
    onPointerUp() {
      if (start.current === null) return;
      start.current = null;
      if (Math.abs(offset) >= DISMISS_DISTANCE) notify.dismiss(id);
      else setOffset(0);
      resume();
    },
  };
}

interface ToastItemProps {
  toast: Toast;
  top: number;
  pause: () => void;
  resume: () => void;
  onHeight: (id: string, height: number) => void;
}

function ToastItem({ toast, top, pause, resume, onHeight }: ToastItemProps) {
  const drag = useDragToDismiss(toast.id, pause, resume);
  const measure = (element: HTMLDivElement | null) => {
    if (element && toast.height === undefined) onHeight(toast.id, element.getBoundingClientRect().height);
  };
  return (
    <div
      ref={measure}
      {...toast.ariaProps}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onPointerDown={drag.onPointerDown}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerUp}
      style={{
        transform: `translate(${drag.offset}px, ${top}px)`,
        opacity: toast.visible ? 1 - Math.min(Math.abs(drag.offset) / (DISMISS_DISTANCE * 2), 0.6) : 0,
      }}
      className={`absolute right-0 flex w-[min(22rem,calc(100vw-2rem))] touch-pan-y items-start gap-3 rounded-xl px-4 py-3 shadow-lg transition-[opacity,transform] duration-200 select-none ${COLOURS[toast.type]}`}
    >
      <p className="flex-1 text-sm font-medium">{resolveValue(toast.message, toast)}</p>
      <button
        type="button"
        onClick={() => notify.dismiss(toast.id)}
        aria-label="Dismiss notification"
        className="-m-1 rounded p-1 opacity-90 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

export function Toaster() {
  const { toasts, handlers } = useToaster({ duration: TOAST_OPTIONS.durationMs });
  const { startPause, endPause, calculateOffset, updateHeight } = handlers;

  // Pause while the window is in the background, so nobody misses a message.
  useEffect(() => {
    window.addEventListener('blur', startPause);
    window.addEventListener('focus', endPause);
    return () => {
      window.removeEventListener('blur', startPause);
      window.removeEventListener('focus', endPause);
    };
  }, [startPause, endPause]);

  return (
    <div
      aria-label="Notifications"
      role="region"
      className="pointer-events-none fixed top-4 right-4 z-50 [&>*]:pointer-events-auto"
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          top={calculateOffset(toast, { gutter: GUTTER })}
          pause={startPause}
          resume={endPause}
          onHeight={updateHeight}
        />
      ))}
    </div>
  );
}
