import { createFileRoute } from '@tanstack/react-router';
import { BlogPostMissing, BlogPostView } from '@/features/blog/components/blog-post-view';
import { findBlogPost } from '@/features/blog/posts';
import { teaser } from '@/features/blog/teaser';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 155;

// The posts are hard-coded, so the page finds its post by id: links keep working
// when opened directly, unlike the original's navigation state.
export const Route = createFileRoute('/_main/blog/$id')({
  loader: ({ params }) => ({ post: findBlogPost(params.id) }),
  head: ({ loaderData }) => {
    const post = loaderData?.post;
    return {
      meta: post
        ? [
            { title: `${post.title} · Recipe Book blog` },
            { name: 'description', content: teaser(post.description, DESCRIPTION_LENGTH) },
          ]
        : [
            { title: 'Blog post not found · Recipe Book' },
            { name: 'description', content: 'This blog post does not exist. Find recipes and stories on Recipe Book.' },
          ],
    };
  },
  component: BlogPage,
});

function BlogPage() {
  const { post } = Route.useLoaderData();
  return post ? <BlogPostView post={post} /> : <BlogPostMissing />;
}
