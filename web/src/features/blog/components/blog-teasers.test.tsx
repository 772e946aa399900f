// Home's blog teasers: the three posts in order, each one link to its post, named by its title, with
// its date, author and the first 120 characters of the post and an ellipsis.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { BLOG_POSTS } from '../posts';
import { BlogTeasers } from './blog-teasers';

it('shows the three posts in order, each leading to its post, with the first 120 characters and an ellipsis', async () => {
  await renderWithRouter(<BlogTeasers />);
  const blog = screen.getByRole('region', { name: 'From the Blog' });
  const teasers = within(blog).getAllByRole('link');
  expect(teasers).toHaveLength(3);
  for (const [index, post] of BLOG_POSTS.entries()) {
    const teaser = teasers[index] as HTMLElement;
    expect(teaser).toHaveAttribute('href', `/blog/${post.id}`);
    expect(within(teaser).getByRole('heading', { level: 3 })).toHaveTextContent(post.title);
    // 120 characters (less a space the cut left at the end), then the ellipsis.
    const shown = within(teaser).getByText(post.description.slice(0, 40), { exact: false });
    expect(shown.textContent).toBe(`${post.description.slice(0, 120).trimEnd()}…`);
    expect(shown.textContent).not.toBe(post.description);
  }
  const second = teasers[1] as HTMLElement;
  expect(within(second).getByText('February 3, 2025')).toHaveAttribute('datetime', '2025-02-03');
  expect(second).toHaveTextContent('· Arjun Mehta');
});
