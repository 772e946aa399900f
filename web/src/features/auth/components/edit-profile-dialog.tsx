// The Edit Profile dialog of the Profile page (loaded by profile-card.tsx when opened): the form
// (edit-profile-form.tsx) saving with Firebase Auth and Firestore.
import { updateAccountProfile } from '../api/update-account-profile';
import { type EditProfileDialogProps, EditProfileForm } from './edit-profile-form';

export function EditProfileDialog(props: EditProfileDialogProps) {
  return <EditProfileForm {...props} save={updateAccountProfile} />;
}
