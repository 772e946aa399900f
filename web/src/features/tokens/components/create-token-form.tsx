// Names a new token and asks for it. The name is checked by the same schema as
// the API's (1–60 characters, one line); a refusal (the limit, offline) is said
// under the field and keeps what was typed.
import type { ApiTokenCreate, ApiTokenCreated } from '@recipe-book/schema/api-token';
import { API_TOKEN_LIMITS } from '@recipe-book/schema/constants';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { describeApiError } from '@/lib/api-request';
import { DownloadFailed, lazyAction } from '@/lib/lazy-action';
import { createToken } from '../api/create-token';

const validate = lazyAction(() => import('./create-token-resolver').then((module) => module.createTokenResolver));

// Offline before the check has arrived, the name says so rather than going unchecked.
const resolver: Resolver<ApiTokenCreate> = (values, context, options) =>
  validate(values, context, options).catch((error: unknown) => {
    if (!(error instanceof DownloadFailed)) throw error;
    const message = "We couldn't reach the server to check the name. Check your connection and try again.";
    return { values: {}, errors: { name: { type: 'download', message } } };
  });

interface CreateTokenFormProps {
  onCreated: (created: ApiTokenCreated) => void;
}

export function CreateTokenForm({ onCreated }: CreateTokenFormProps) {
  const form = useForm<ApiTokenCreate>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      onCreated(await createToken(name));
      form.reset();
    } catch (error) {
      form.setError('name', { type: 'server', message: describeApiError(error) });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onPointerEnter={validate.preload}
      onFocus={validate.preload}
      noValidate
      className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="sm:flex-1">
        <TextInput
          label="Token name"
          hint={`What it is for, e.g. "Backup script". At most ${API_TOKEN_LIMITS.name.max} characters.`}
          autoComplete="off"
          maxLength={API_TOKEN_LIMITS.name.max}
          error={errors.name?.message}
          {...form.register('name')}
        />
      </div>
      {/* Level with the text box, below its label. */}
      <Button type="submit" busy={isSubmitting} className="sm:mt-6">
        Create token
      </Button>
    </form>
  );
}
