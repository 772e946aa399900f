// Share the list as plain text: the system share sheet where there is one
// (phones), else the text is copied to the clipboard with a toast.
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { shareOrCopy } from '@/lib/share-or-copy';

/** `text`: the list as plain text, made when pressed (the list is live). */
export function ShareListButton({ text }: { text: () => string }) {
  const share = async () => {
    const body = text();
    try {
      if ((await shareOrCopy({ title: 'Shopping list', text: body }, body)) === 'copied') {
        notify.success('Shopping list copied to the clipboard.');
      }
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
