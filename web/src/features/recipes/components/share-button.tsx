// Share a recipe: the system share sheet where there is one (phones), else
// the link is copied to the clipboard with a toast.
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function ShareButton({ title, url }: { title: string; url: string }) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isCancel(error)) return;
        // Share sheet unavailable after all (e.g. not allowed here): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied to the clipboard.');
    } catch {
      notify.error(`Could not copy the link. Copy it from the address bar: ${url}`);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()} className="print:hidden">
      Share
    </Button>
  );
}
