// Delete the collection, after a confirmation; its recipes stay. Then on to
// the cook's list of collections.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { deleteCollection } from '../api/delete-collection';

export function DeleteCollectionButton({ collectionId, name }: { collectionId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const router = useRouter();
  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteCollection(collectionId);
      notify.success(`Deleted “${name}”.`);
      setOpen(false);
      await router.navigate({ href: '/collections' });
    } catch (error) {
      notify.error(`Could not delete the collection. ${describeError(error)}`);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete collection
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete this collection?" role="alertdialog">
        <p className="text-stone-700">“{name}” will be deleted. Its recipes stay where they are.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" busy={deleting} onClick={() => void confirm()}>
            Delete
          </Button>
        </div>
      </Dialog>
    </>
  );
}
