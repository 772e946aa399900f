// The recipes collection and one recipe, typed by the converter, for data
// access that imports the SDK statically (pages that need it anyway). The
// lists' queries are in listing-query.ts: the pages that only write a recipe
// (Add Recipe) do not load the query builder.
import { collection, doc, type Firestore } from 'firebase/firestore';
import { recipeDocWith, recipesCollectionWith } from './recipe-converter';

export const recipesCollection = (db: Firestore) => recipesCollectionWith({ collection }, db);
export const recipeDoc = (db: Firestore, id: string) => recipeDocWith({ doc }, db, id);
