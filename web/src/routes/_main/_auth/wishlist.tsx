import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { WishlistList } from '@/features/my-recipes/components/wishlist-list';

export const Route = createFileRoute('/_main/_auth/wishlist')({
  head: () => ({ meta: [{ title: 'Wishlist · Recipe Book' }] }),
  component: WishlistPage,
});

function WishlistPage() {
  return (
    <>
      <PageHeader title="Wishlist">
        <p>The recipes you saved to cook later, the most recent first. Only you can see this list.</p>
      </PageHeader>
      <SignedInUser>{(user) => <WishlistList uid={user.uid} />}</SignedInUser>
    </>
  );
}
