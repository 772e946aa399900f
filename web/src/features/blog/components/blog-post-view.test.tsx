// A blog post's page (picture, date, author, title, the whole text) and its Back button (back where the
// reader came from, or home when opened from a link alone), and the page of an unknown post.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { findBlogPost } from '../posts';
import { BlogPostMissing, BlogPostView } from './blog-post-view';

const second = findBlogPost('2');
if (!second) throw new Error('no blog post 2');

describe('a post', () => {
  it('shows its picture, date, author, title and whole text', async () => {
    await renderWithRouter(<BlogPostView post={second} />, { path: '/blog/2' });
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent("A Morning at the Farmers' Market");
    expect(within(article).getByText(second.description)).toBeInTheDocument();
    expect(within(article).getByText('February 3, 2025')).toHaveAttribute('datetime', '2025-02-03');
    expect(within(article).getByText(/by Arjun Mehta/)).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', second.image);
  });

  it('Back returns to the page the reader came from', async () => {
    const { router } = await renderWithRouter(<BlogPostView post={second} />, { path: '/aboutUs' });
    await act(() => router.navigate({ to: '/blog/$id', params: { id: '2' } }));
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/aboutUs');
  });

  it('Back goes home when the post was opened from a link alone', async () => {
    const { router } = await renderWithRouter(<BlogPostView post={second} />, { path: '/blog/2' });
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
  });
});

it('an unknown post says "No blog data found." and offers the way home', async () => {
  await renderWithRouter(<BlogPostMissing />, { path: '/blog/no-such-post' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No blog data found.');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
