// Names a new token and asks for it. The name is checked by the same schema as
// the API's (1–60 characters, one line); a refusal (the limit, offline) is said
// under the field and keeps what was typed (lib/use-one-field-form.ts).
import type { ApiTokenCreated } from '@recipe-book/schema/api-token';
import { API_TOKEN_LIMITS } from '@recipe-book/schema/constants';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { describeApiError } from '@/lib/api-request';
import { lazyAction } from '@/lib/lazy-action';
import { useOneFieldForm } from '@/lib/use-one-field-form';

const checkName = lazyAction(() => import('./token-name-check').then((module) => module.checkTokenName));

interface CreateTokenFormProps {
  onCreated: (created: ApiTokenCreated) => void;
  /** Asks the REST API for the token (api/create-token.ts). */
  create: (name: string) => Promise<ApiTokenCreated>;
}

export function CreateTokenForm({ onCreated, create }: CreateTokenFormProps) {
  const { form, field, busy } = useOneFieldForm({
    check: checkName,
    submit: async (checked) => onCreated(await create(checked.name)),
    describeFailure: describeApiError,
    notDownloaded: "We couldn't reach the server to check the name. Check your connection and try again.",
  });

  return (
    <form {...form} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="sm:flex-1">
        <TextInput
          {...field}
          label="Token name"
          hint={`What it is for, e.g. "Backup script". At most ${API_TOKEN_LIMITS.name.max} characters.`}
          autoComplete="off"
          maxLength={API_TOKEN_LIMITS.name.max}
          name="name"
        />
      </div>
      {/* Level with the text box, below its label. */}
      <Button type="submit" busy={busy} className="sm:mt-6">
        Create token
      </Button>
    </form>
  );
}
