import { useId, useSyncExternalStore } from 'react';
import { answerAlert, currentAlert, DEFAULT_LABELS, subscribeAlerts, type AlertIcon } from './alert-store';
import { Button } from './button';
import { Dialog } from './dialog';

const ICONS: Record<AlertIcon, { label: string; className: string; path: string }> = {
  success: { label: 'Success', className: 'bg-green-100 text-green-700', path: 'M5 10.5l3.5 3.5L15 7' },
  error: { label: 'Error', className: 'bg-red-100 text-red-700', path: 'M6 6l8 8M14 6l-8 8' },
  warning: { label: 'Warning', className: 'bg-amber-100 text-amber-800', path: 'M10 5v6M10 14.5v.5' },
};

function AlertIconBadge({ icon }: { icon: AlertIcon }) {
  const { label, className, path } = ICONS[icon];
  return (
    <span
      role="img"
      aria-label={label}
      className={`mx-auto flex size-14 items-center justify-center rounded-full ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** Shows the alerts queued by showAlert(), one at a time. Mounted once. */
export function AlertHost() {
  const alert = useSyncExternalStore(subscribeAlerts, currentAlert);
  const textId = useId();
  if (!alert) return null;
  const answer = (result: Parameters<typeof answerAlert>[1]) => answerAlert(alert.id, result);
  return (
    <Dialog
      key={alert.id}
      open
      role="alertdialog"
      closeButton={false}
      title={alert.title}
      icon={alert.icon && <AlertIconBadge icon={alert.icon} />}
      describedBy={alert.text ? textId : undefined}
      onClose={() => answer('dismiss')}
    >
      {alert.text && (
        <p id={textId} className="text-stone-700">
          {alert.text}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {alert.cancelLabel !== undefined && (
          <Button variant="ghost" onClick={() => answer('cancel')}>
            {alert.cancelLabel || DEFAULT_LABELS.cancel}
          </Button>
        )}
        {alert.denyLabel !== undefined && (
          <Button variant="secondary" onClick={() => answer('deny')}>
            {alert.denyLabel || DEFAULT_LABELS.deny}
          </Button>
        )}
        <Button data-autofocus onClick={() => answer('confirm')}>
          {alert.confirmLabel ?? DEFAULT_LABELS.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
