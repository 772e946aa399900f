// Names a new token and asks for it. The name is checked by the same schema as
// the API's (1–60 characters, one line); a refusal (the limit, offline) is said
// under the field and keeps what was typed. One field, so plain state rather
// than a form library (react-hook-form would be 14 kB more on Settings, over
// its JavaScript budget); the check is downloaded when the cook first points
// at or focuses the form (lib/lazy-action.ts).
import type { ApiTokenCreated } from '@recipe-book/schema/api-token';
import { API_TOKEN_LIMITS } from '@recipe-book/schema/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { describeApiError } from '@/lib/api-request';
import { DownloadFailed, lazyAction } from '@/lib/lazy-action';
import { createToken } from '../api/create-token';

const checkName = lazyAction(() => import('./token-name-check').then((module) => module.checkTokenName));

const NOT_DOWNLOADED = "We couldn't reach the server to check the name. Check your connection and try again.";

interface CreateTokenFormProps {
  onCreated: (created: ApiTokenCreated) => void;
}

export function CreateTokenForm({ onCreated }: CreateTokenFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const checked = await checkName(name);
      if ('error' in checked) return refuse(checked.error);
      onCreated(await createToken(checked.name));
      setName('');
      setError(undefined);
    } catch (failure) {
      refuse(failure instanceof DownloadFailed ? NOT_DOWNLOADED : describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void create(event)}
      onPointerEnter={checkName.preload}
      onFocus={checkName.preload}
      noValidate
      className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="sm:flex-1">
        <TextInput
          ref={field}
          label="Token name"
          hint={`What it is for, e.g. "Backup script". At most ${API_TOKEN_LIMITS.name.max} characters.`}
          autoComplete="off"
          maxLength={API_TOKEN_LIMITS.name.max}
          name="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            // What was said no longer fits what is typed now; the next Create checks again.
            setError(undefined);
          }}
          error={error}
        />
      </div>
      {/* Level with the text box, below its label. */}
      <Button type="submit" busy={busy} className="sm:mt-6">
        Create token
      </Button>
    </form>
  );
}
