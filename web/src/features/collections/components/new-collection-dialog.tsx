// "New collection" on /collections: a name (1–80), a description (0–500) and
// who can see it (private unless the cook says otherwise), checked by the
// shared schema (collection-check.ts, downloaded when the cook starts on the
// form), then created; the caller goes to it. A refused field says why under
// itself and gets the focus; a failed write says why above the buttons.
import { COLLECTION_LIMITS, DEFAULT_COLLECTION_VISIBILITY } from '@recipe-book/schema/constants';
import type { Visibility } from '@recipe-book/schema/visibility';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea, TextInput } from '@/components/ui/form-fields';
import { VisibilityChoice } from '@/components/ui/visibility-choice';
import { describeError } from '@/lib/describe-error';
import { DownloadFailed, lazyAction } from '@/lib/lazy-action';
import { createCollection } from '../api/create-collection';
import type { CollectionFieldName, NewCollectionValues } from '../collection-check';

const check = lazyAction(() => import('../collection-check').then((module) => module.checkNewCollection));

interface NewCollectionDialogProps {
  ownerUid: string;
  onClose: () => void;
  /** The collection is stored: its id. */
  onCreated: (collectionId: string) => void;
  /** Stores the collection and answers its id: the real write, unless a test hands in its own. */
  create?: typeof createCollection;
}

export function NewCollectionDialog({
  ownerUid,
  onClose,
  onCreated,
  create = createCollection,
}: NewCollectionDialogProps) {
  const [values, setValues] = useState<NewCollectionValues>({
    name: '',
    description: '',
    visibility: DEFAULT_COLLECTION_VISIBILITY,
  });
  const [errors, setErrors] = useState<Partial<Record<CollectionFieldName, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (field: CollectionFieldName, value: string) => {
    setValues((last) => ({ ...last, [field]: value }));
    setErrors((last) => ({ ...last, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setFailure(undefined);
    try {
      const checked = await check(values);
      if ('errors' in checked) {
        // Drawn now, so that the refused field is marked before it takes the focus.
        flushSync(() => setErrors(checked.errors));
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      onCreated(await create(checked, ownerUid));
    } catch (error) {
      const reason =
        error instanceof DownloadFailed
          ? "We couldn't reach the server. Check your connection and try again."
          : describeError(error);
      setFailure(`The collection was not created. ${reason}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title="New collection" placement="wide">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onPointerEnter={check.preload}
        onFocus={check.preload}
        className="@container flex flex-col gap-4"
      >
        <TextInput
          data-autofocus
          label="Name"
          hint={`A short title, e.g. “Weeknight dinners”: up to ${COLLECTION_LIMITS.name.max} characters.`}
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
          autoComplete="off"
        />
        <TextArea
          label="Description (optional)"
          hint={`What the recipes have in common: up to ${COLLECTION_LIMITS.description.max} characters.`}
          rows={3}
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
          error={errors.description}
        />
        <VisibilityChoice
          radio={(value: Visibility) => ({
            name: 'visibility',
            checked: values.visibility === value,
            onChange: () => change('visibility', value),
          })}
          error={errors.visibility}
        />
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Create collection
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
