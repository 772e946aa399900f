// The secret of a token just created, shown this once: read-only, selectable,
// with a Copy button, and a warning that it will not be shown again.
import type { ApiTokenCreated } from '@recipe-book/schema/api-token';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

interface NewTokenNoticeProps {
  created: ApiTokenCreated;
  onDone: () => void;
}

export function NewTokenNotice({ created, onDone }: NewTokenNoticeProps) {
  const fieldId = useId();
  const warningId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      notify.success('Copied');
    } catch {
      notify.error('Copying is not allowed here: select the token and copy it yourself.');
    }
  };

  return (
    <div role="region" aria-label="New token" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <label htmlFor={fieldId} className="text-sm font-semibold text-stone-900">
        Your new token “{created.name}”
      </label>
      <p id={warningId} className="mt-1 text-sm text-amber-900">
        Copy it now: it will not be shown again. Anyone who has it can act as you, so keep it as secret as a password.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={created.token}
          aria-describedby={warningId}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 sm:flex-1"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
