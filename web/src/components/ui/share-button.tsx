// Share a page (a recipe, a collection): the system share sheet where there is one (phones), else
// the link is copied to the clipboard with a toast.
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { shareOrCopy } from '@/lib/share-or-copy';

export function ShareButton({ title, url }: { title: string; url: string }) {
  const share = async () => {
    try {
      if ((await shareOrCopy({ title, url }, url)) === 'copied') notify.success('Link copied to the clipboard.');
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
