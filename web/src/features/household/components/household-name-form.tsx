// One field, the household's name, for creating a household and for renaming
// it. Checked by the shared schema (1–60 characters, one line), downloaded when
// the cook first points at or focuses the form; a refusal, the schema's or the
// API's, is said under the field and keeps what was typed (lib/use-one-field-form.ts).
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { lazyAction } from '@/lib/lazy-action';
import { useOneFieldForm } from '@/lib/use-one-field-form';
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

export function HouseholdNameForm({ initialName, submitLabel, onSubmit, onCancel }: HouseholdNameFormProps) {
  const { busy, form, field } = useOneFieldForm({
    check: checkName,
    submit: ({ name }) => onSubmit(name),
    describeFailure: householdErrorMessage,
    notDownloaded: NOT_DOWNLOADED,
    initialText: initialName,
  });

  return (
    <form {...form} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="sm:flex-1">
        <TextInput
          {...field}
          label="Household name"
          hint={`e.g. "The Martins". At most ${HOUSEHOLD_LIMITS.name.max} characters.`}
          autoComplete="off"
          maxLength={HOUSEHOLD_LIMITS.name.max}
          name="name"
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
