// A secret just made and shown this once (a personal access token, a calendar
// link): read-only and selected on focus, with a Copy button, a warning that it
// will not be shown again, and Done.
import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { notify } from './toast';

interface SecretNoticeProps {
  /** The region's accessible name: "New token". */
  region: string;
  /** The field's label: "Your new token “CI”". */
  label: ReactNode;
  /** Why to copy it now, and who could use it. */
  warning: ReactNode;
  secret: string;
  /** What the secret is called in messages: "token", "link". */
  noun: string;
  copyLabel?: string;
  onDone: () => void;
}

export function SecretNotice({ region, label, warning, secret, noun, copyLabel = 'Copy', onDone }: SecretNoticeProps) {
  const fieldId = useId();
  const warningId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('Copied');
    } catch {
      notify.error(`Copying is not allowed here: select the ${noun} and copy it yourself.`);
    }
  };

  return (
    <div role="region" aria-label={region} className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <label htmlFor={fieldId} className="text-sm font-semibold text-stone-900">
        {label}
      </label>
      <p id={warningId} className="mt-1 text-sm text-amber-900">
        {warning}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={secret}
          aria-describedby={warningId}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 sm:flex-1"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
