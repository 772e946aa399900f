import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { authErrorMessage } from '../api/auth-error-message';
import type { AuthUser } from '../api/auth-user';
import { updateAccountProfile } from '../api/update-account-profile';
import type { ProfileValues } from '../schemas';
import { EmailField, NameField, PhotoUrlField } from './account-fields';
import { lazyResolver } from './lazy-resolver';

// The checks (zod) download when the dialog opens, not with the Profile page.
const validate = lazyResolver<ProfileValues>(() =>
  import('../form-resolvers').then((module) => module.profileResolver),
);

interface EditProfileDialogProps {
  user: AuthUser;
  open: boolean;
  onClose: () => void;
}

export function EditProfileDialog({ user, open, onClose }: EditProfileDialogProps) {
  const form = useForm<ProfileValues>({
    resolver: validate,
    mode: 'onTouched',
    values: { name: user.displayName ?? '', photoURL: user.photoURL ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) validate.preload();
  }, [open]);

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ name, photoURL }) => {
    try {
      const { renamedRecipes, renameError } = await updateAccountProfile({ displayName: name, photoURL });
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
    <Dialog open={open} onClose={close} title="Edit Profile">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <NameField data-autofocus error={errors.name?.message} {...form.register('name')} />
        <PhotoUrlField error={errors.photoURL?.message} {...form.register('photoURL')} />
        <EmailField value={user.email ?? ''} readOnly hint="Your e-mail address cannot be changed here." />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
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
