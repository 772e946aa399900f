// What happens after any sign-in (password or Google): go to the remembered
// page (or home) and say so, or explain the failure (spec §4, §8).
import { useRouter } from '@tanstack/react-router';
import { showAlert } from '@/components/ui/alert-store';
import { notify } from '@/components/ui/toast';
import { authErrorMessage, isPopupCancelled } from '../api/auth-error-message';

export function useLoginOutcome(redirect: string | undefined) {
  const router = useRouter();
  return {
    succeeded() {
      router.history.push(redirect ?? '/');
      void showAlert({ icon: 'success', title: 'Login Successful!', confirmLabel: 'Continue' });
    },
    /** Resolves when the person has read the message. */
    async failed(error: unknown) {
      // Closing the Google window is a choice, not a failure worth a dialog.
      if (isPopupCancelled(error)) {
        notify.info(authErrorMessage(error));
        return;
      }
      await showAlert({ icon: 'error', title: 'Login Failed', text: authErrorMessage(error), confirmLabel: 'Retry' });
    },
  };
}
