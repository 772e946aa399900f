// The cook's "Edit details": name, description and "Who can see this?" (the
// recipe form's own choices and words), checked with the shared schema's
// messages before anything is written.
import { collectionFields } from '@recipe-book/schema/collection';
import type { CollectionForPage } from '@recipe-book/schema/collection-page';
import { VISIBILITY_CHOICES, type Visibility } from '@recipe-book/schema/visibility';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { updateCollection } from '../api/update-collection';

interface DetailsFormProps {
  collection: CollectionForPage;
  onDone: () => void;
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

export function CollectionDetailsForm({ collection, onDone }: DetailsFormProps) {
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [visibility, setVisibility] = useState<Visibility>(collection.visibility);
  const [errors, setErrors] = useState<{ name?: string | undefined; description?: string | undefined }>({});
  const [saving, setSaving] = useState(false);
  const descriptionId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedName = collectionFields.name.safeParse(name);
    const parsedDescription = collectionFields.description.safeParse(description);
    const found = { name: firstMessage(parsedName), description: firstMessage(parsedDescription) };
    setErrors(found);
    if (!parsedName.success || !parsedDescription.success) return;
    setSaving(true);
    try {
      await updateCollection(collection.id, {
        name: parsedName.data,
        description: parsedDescription.data,
        visibility,
      });
      notify.success('Collection saved.');
      onDone();
    } catch (error) {
      notify.error(`Could not save the collection. ${describeError(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Edit collection details"
      className="flex max-w-2xl flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <Field
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        data-autofocus
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-stone-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          value={description}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className={`rounded-lg border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-orange-700 ${
            errors.description ? 'border-red-600' : 'border-stone-300'
          }`}
        />
        {errors.description && (
          <p id={`${descriptionId}-error`} className="text-sm text-red-700">
            {errors.description}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-800">Who can see this?</legend>
        <div className="grid gap-2 md:grid-cols-3">
          {VISIBILITY_CHOICES.map(({ value, label, hint }) => (
            <label
              key={value}
              className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50"
            >
              <input
                type="radio"
                name="visibility"
                value={value}
                checked={visibility === value}
                onChange={() => setVisibility(value)}
                className="size-4 accent-orange-700"
              />
              {label} — {hint}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" busy={saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
