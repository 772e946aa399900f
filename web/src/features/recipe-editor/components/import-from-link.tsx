// "Import from a link" above the Add Recipe form: the cook pastes a recipe
// page's address, the API reads the page into a draft, and the form below
// fills in for review. Nothing is saved here: the recipe is added only when
// the cook presses Add Recipe. Every failure is said under the address field.
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-fields';
import { lazyAction } from '@/lib/lazy-action';
import { siteHost } from '@/lib/site-host';

// The request code is downloaded with the first import, not with Add Recipe
// (it keeps the page within the signed-in JavaScript budget).
const importFromApi = lazyAction(() => import('../api/import-recipe').then((module) => module.importDraft));
const NOT_DOWNLOADED = "Couldn't reach the server to import. Check your connection and try again.";

/** Reads a page into a draft, or says why there is none (api/import-recipe.ts). */
export type ImportDraft = (url: string) => Promise<{ imported: ImportedRecipe } | { error: string }>;

interface ImportFromLinkProps {
  /** Fills the form with the draft; resolves false when the cook chose to keep what the form holds. */
  onImported: (imported: ImportedRecipe) => Promise<boolean>;
  /** Where the page is read: the REST API, or a test's stand-in. */
  importDraft?: ImportDraft;
}

export function ImportFromLink({ onImported, importDraft = importFromApi }: ImportFromLinkProps) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  /** The site the form was last filled from. */
  const [importedFrom, setImportedFrom] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setImportedFrom(undefined);
    if (url.trim() === '') {
      setError('Paste the address of a recipe page, e.g. https://…');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      // importDraft says every failure of the import itself; only the download of its code can throw.
      const result = await importDraft(url.trim()).catch(() => ({ error: NOT_DOWNLOADED }));
      if ('error' in result) setError(result.error);
      else if (await onImported(result.imported)) setImportedFrom(siteHost(result.imported.sourceUrl));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="import-heading" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="import-heading" className="text-lg font-bold text-stone-900">
        Import from a link
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Paste the address of a recipe page and we fill in the form below for you to check. Nothing is saved until you
        press Add Recipe.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <TextInput
            label="Recipe page URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={error}
          />
        </div>
        {/* Level with the text box, below its label. */}
        <Button type="submit" busy={busy} className="sm:mt-6">
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </form>
      <p role="status" className="mt-2 text-sm text-green-800">
        {importedFrom &&
          `Recipe imported from ${importedFrom}. Check every field below, change what you like, then press Add Recipe.`}
      </p>
    </section>
  );
}
