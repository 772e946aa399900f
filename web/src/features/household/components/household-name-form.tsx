// One field, the household's name, for creating a household and for renaming
// it. Checked by the shared schema (1–60 characters, one line); a refusal, the
// schema's or the API's, is said under the field and keeps what was typed.
// Plain state rather than a form library, which would weigh on Settings; the
// check is downloaded when the cook first points at or focuses the form.
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { DownloadFailed, lazyAction } from '@/lib/lazy-action';
import { householdErrorMessage } from '../api/household-error-message';

const checkName = lazyAction(() => import('./household-name-check').then((module) => module.checkHouseholdName));

const NOT_DOWNLOADED = "We couldn't reach the server to check the name. Check your connection and try again.";

interface HouseholdNameFormProps {
  initialName?: string;
  submitLabel: string;
  /** Sends the checked name; a rejection is said under the field. */
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}

export function HouseholdNameForm({ initialName = '', submitLabel, onSubmit, onCancel }: HouseholdNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const checked = await checkName(name);
      if ('error' in checked) return refuse(checked.error);
      await onSubmit(checked.name);
    } catch (failure) {
      refuse(failure instanceof DownloadFailed ? NOT_DOWNLOADED : householdErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onPointerEnter={checkName.preload}
      onFocus={checkName.preload}
      noValidate
      className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="sm:flex-1">
        <TextInput
          ref={field}
          label="Household name"
          hint={`e.g. "The Martins". At most ${HOUSEHOLD_LIMITS.name.max} characters.`}
          autoComplete="off"
          maxLength={HOUSEHOLD_LIMITS.name.max}
          name="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            // What was said no longer fits what is typed now; the next submit checks again.
            setError(undefined);
          }}
          error={error}
        />
      </div>
      {/* Level with the text box, below its label. */}
      <div className="flex flex-col gap-2 sm:mt-6 sm:flex-row">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
