// The Edit Profile dialog's form: name, photo and bio checked as they are typed, the e-mail shown
// read-only, and the outcome of `save` told in a toast. edit-profile-dialog.tsx saves with Firebase.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { COOK_PROFILE_LIMITS } from '@recipe-book/schema/cook-profile';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/form-fields';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { authErrorMessage } from '../api/auth-error-message';
import type { AuthUser } from '../api/auth-user';
import type { ProfileChanges, ProfileUpdate } from '../api/update-account-profile';
import type { ProfileValues } from '../schemas';
import { EmailField, NameField, PhotoUrlField } from './account-fields';
import { lazyResolver } from './lazy-resolver';

// The checks (zod) download when the dialog opens (it is mounted while open,
// profile-card.tsx), not with the Profile page.
const validate = lazyResolver<ProfileValues>(() =>
  import('../form-resolvers').then((module) => module.profileResolver),
);

export interface EditProfileDialogProps {
  user: AuthUser;
  /** The public profile's bio as stored. */
  bio: string;
  onClose: () => void;
}

interface EditProfileFormProps extends EditProfileDialogProps {
  /** Saves the changes on the account, the public profile and the cook's recipes. */
  save: (changes: ProfileChanges) => Promise<ProfileUpdate>;
}

export function EditProfileForm({ user, bio, onClose, save }: EditProfileFormProps) {
  const form = useForm<ProfileValues>({
    resolver: validate,
    mode: 'onTouched',
    values: { name: user.displayName ?? '', photoURL: user.photoURL ?? '', bio },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => validate.preload(), []);

  const onSubmit = form.handleSubmit(async ({ name, photoURL, bio: newBio }) => {
    try {
      const { renamedRecipes, renameError } = await save({ displayName: name, photoURL, bio: newBio });
      notify.success(
        renamedRecipes > 0
          ? `Profile saved. Your name is updated on ${renamedRecipes} recipe${renamedRecipes === 1 ? '' : 's'}.`
          : 'Profile saved.',
      );
      if (renameError) {
        notify.error(
          `Your name could not be updated on your recipes. ${describeError(renameError)} Save again to retry.`,
        );
      }
      onClose();
    } catch (error) {
      notify.error(`Profile not saved. ${authErrorMessage(error)}`);
    }
  });

  return (
    <Dialog open onClose={onClose} title="Edit Profile">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <NameField data-autofocus error={errors.name?.message} {...form.register('name')} />
        <PhotoUrlField error={errors.photoURL?.message} {...form.register('photoURL')} />
        <TextArea
          label="Bio"
          rows={3}
          hint={`Shown on your public profile page; at most ${COOK_PROFILE_LIMITS.bio.max} characters.`}
          error={errors.bio?.message}
          {...form.register('bio')}
        />
        <EmailField value={user.email ?? ''} readOnly hint="Your e-mail address cannot be changed here." />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
