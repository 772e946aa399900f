// What happens after any sign-in (password or Google): go to the remembered
// page (or home) and say so, or explain the failure in a dialog with Retry.
import { useNavigate } from '@tanstack/react-router';
import { showAlert } from '@/components/ui/alert-store';
import { notify } from '@/components/ui/toast';
import { authErrorMessage, isPopupCancelled } from '../api/auth-error-message';

export function useLoginOutcome(redirect: string | undefined) {
  const navigate = useNavigate();
  return {
    succeeded() {
      // `redirect` is a whole path with its search and hash (see safe-redirect.ts);
      // the router parses an `href` into all three, and it takes over from `to`.
      void navigate({ to: '/', href: redirect });
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
