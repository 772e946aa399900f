import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Illustration } from '@/components/ui/illustration';
import type { BlogPost } from '../posts';
import { PostDate } from './post-date';

export function BlogPostView({ post }: { post: BlogPost }) {
  const router = useRouter();
  // Opened from a link elsewhere (no history in this app): Back goes home instead of leaving.
  const canGoBack = useCanGoBack();
  const back = () => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }));
  return (
    <article className="mx-auto max-w-3xl">
      <Button variant="secondary" onClick={back} className="mb-6">
        ← Back
      </Button>
      <Illustration src={post.image} eager className="aspect-[16/9] w-full rounded-2xl bg-stone-200" />
      <p className="mt-6 text-sm text-stone-600">
        <PostDate date={post.date} /> · by {post.author}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-800">{post.description}</p>
    </article>
  );
}

/** A post that cannot be found says so and offers the way home. */
export function BlogPostMissing() {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">No blog data found.</h1>
      <Link to="/" className={buttonClass('primary')}>
        Back to Home
      </Link>
    </div>
  );
}
