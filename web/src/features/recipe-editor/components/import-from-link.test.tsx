// "Import from a link": every failure said under the address field (which is marked invalid and
// described by it), the busy button while the page is read, and the status line only once the form
// was really filled. The page is read through the component's importDraft port.
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { type ImportDraft, ImportFromLink } from './import-from-link';

const PAGE = 'https://nonnas-kitchen.example/carbonara';
const IMPORTED: ImportedRecipe = {
  sourceUrl: PAGE,
  draft: {
    title: 'Spaghetti Carbonara',
    ingredients: ['400 g spaghetti'],
    instructions: ['Boil the pasta.'],
    cuisine: 'Italian',
    prepTime: 15,
    cookTime: 20,
    servings: 2,
    categories: [],
  },
};

function renderImport(importDraft: ImportDraft, onImported = vi.fn(async () => true)) {
  render(<ImportFromLink importDraft={importDraft} onImported={onImported} />);
  return { onImported };
}

const urlField = () => screen.getByLabelText('Recipe page URL');
const importButton = () => screen.getByRole('button', { name: /^Import/ });

async function importFrom(url: string) {
  await userEvent.type(urlField(), url);
  await userEvent.click(importButton());
}

/** The message is an alert under the field, and the field's description. */
async function expectImportError(message: string) {
  const alert = await screen.findByText(message);
  expect(alert).toHaveAttribute('role', 'alert');
  expect(urlField()).toHaveAttribute('aria-invalid', 'true');
  expect(urlField()).toHaveAccessibleDescription(message);
}

it('asks for an address when there is none, without reading anything', async () => {
  const importDraft = vi.fn<ImportDraft>();
  renderImport(importDraft);
  expect(urlField()).toHaveAttribute('type', 'url');
  await userEvent.click(importButton());
  await expectImportError('Paste the address of a recipe page, e.g. https://…');
  expect(importDraft).not.toHaveBeenCalled();
});

it('says why the page could not be imported, and leaves the form alone', async () => {
  const message = 'The page holds no recipe we can read (no schema.org Recipe in JSON-LD or microdata).';
  const { onImported } = renderImport(async () => ({ error: message }));
  await importFrom('https://example.com/about');
  await expectImportError(message);
  expect(onImported).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('says the server was out of reach when the import code cannot be downloaded', async () => {
  renderImport(() => Promise.reject(new Error('offline')));
  await importFrom(PAGE);
  await expectImportError("Couldn't reach the server to import. Check your connection and try again.");
});

it('is busy while the page is read, then says where the recipe came from', async () => {
  let answer: (result: { imported: ImportedRecipe }) => void = () => undefined;
  const importDraft = vi.fn<ImportDraft>(() => new Promise((resolve) => (answer = resolve)));
  const { onImported } = renderImport(importDraft);
  await importFrom(`  ${PAGE}  `);
  expect(importDraft).toHaveBeenCalledWith(PAGE);
  expect(importButton()).toHaveTextContent('Importing…');

  answer({ imported: IMPORTED });
  expect(await screen.findByText(/^Recipe imported from nonnas-kitchen\.example\./)).toHaveRole('status');
  expect(onImported).toHaveBeenCalledWith(IMPORTED);
  expect(importButton()).toHaveTextContent(/^Import$/);
  expect(urlField()).not.toHaveAttribute('aria-invalid');
});

it('says nothing was imported when the cook keeps what the form holds', async () => {
  renderImport(
    async () => ({ imported: IMPORTED }),
    vi.fn(async () => false),
  );
  await importFrom(PAGE);
  await screen.findByRole('button', { name: 'Import' });
  expect(screen.getByRole('status')).toHaveTextContent('');
});
