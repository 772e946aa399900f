// The recipes collection and one recipe, typed by the converter.
import { collection, doc, type Firestore } from 'firebase/firestore';
import { RECIPES } from '@recipe-book/schema/paths';
import { recipeConverter } from './recipe-converter';

export const recipesCollection = (db: Firestore) => collection(db, RECIPES).withConverter(recipeConverter);
export const recipeDoc = (db: Firestore, id: string) => doc(db, RECIPES, id).withConverter(recipeConverter);
