import { createFileRoute } from '@tanstack/react-router';
import { BlogPostMissing, BlogPostView } from '@/features/blog/components/blog-post-view';
import { findBlogPost } from '@/features/blog/posts';

// The posts are hard-coded, so the page finds its post by id: links keep working
// when opened directly, unlike the original's navigation state.
export const Route = createFileRoute('/_main/blog/$id')({
  loader: ({ params }) => ({ post: findBlogPost(params.id) }),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.post?.title ?? 'Blog'} · Recipe Book` }] }),
  component: BlogPage,
});

function BlogPage() {
  const { post } = Route.useLoaderData();
  return post ? <BlogPostView post={post} /> : <BlogPostMissing />;
}
