// Share the list as plain text: the system share sheet where there is one
// (phones), else the text is copied to the clipboard with a toast.
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function ShareListButton({ text }: { text: () => string }) {
  const share = async () => {
    const body = text();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Shopping list', text: body });
        return;
      } catch (error) {
        if (isCancel(error)) return;
        // Share sheet unavailable after all (e.g. not allowed here): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(body);
      notify.success('Shopping list copied to the clipboard.');
    } catch {
      notify.error('Could not copy the list. Try Print instead.');
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      Share
    </Button>
  );
}
