// "Download my recipes": reads every own recipe from the server and saves them
// as one JSON-LD file (recipes-export.ts). Busy while it reads; a toast tells
// how many went into the file, or why none did. With no own recipes there is
// nothing to export: the button is disabled and says so.
import { JSON_LD_MEDIA_TYPE } from '@recipe-book/schema/recipe-json-ld';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { downloadFile } from '@/lib/download-file';
import { readOwnRecipes } from '../api/read-own-recipes';
import { recipesExport } from '../recipes-export';
import { countText } from '@/components/recipes/recipe-summary';

interface DownloadRecipesButtonProps {
  uid: string;
  /** The site's public origin: the recipes' page URLs in the file. */
  origin: string;
  /** How many own recipes the live list holds; undefined while it loads. */
  ownCount: number | undefined;
  /** The read of every own recipe (api/read-own-recipes.ts), or a test's stand-in. */
  readRecipes?: typeof readOwnRecipes;
}

export function DownloadRecipesButton({
  uid,
  origin,
  ownCount,
  readRecipes = readOwnRecipes,
}: DownloadRecipesButtonProps) {
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const nothingToExport = ownCount === 0;
  const download = async () => {
    setBusy(true);
    try {
      const file = recipesExport(await readRecipes(uid), origin, new Date());
      if (file.count === 0) {
        notify.info('You have no recipes to export yet.');
        return;
      }
      downloadFile(file.fileName, file.text, JSON_LD_MEDIA_TYPE);
      notify.success(`Exported ${countText(file.count, 'recipe', 'recipes')} to ${file.fileName}.`);
    } catch (error) {
      notify.error(`Your recipes were not exported. ${describeError(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="secondary"
        busy={busy}
        disabled={ownCount === undefined || nothingToExport}
        aria-describedby={hintId}
        onClick={() => void download()}
      >
        Download my recipes
      </Button>
      <p id={hintId} className="text-sm text-stone-700">
        {nothingToExport
          ? 'Nothing to export yet: add a recipe first.'
          : 'One JSON-LD file (schema.org Recipe) that Mealie, Tandoor and other recipe apps import.'}
      </p>
    </div>
  );
}
