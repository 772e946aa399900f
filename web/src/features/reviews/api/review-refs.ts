// A recipe's reviews and one cook's review, typed by the converter.
import { collection, doc, type Firestore } from 'firebase/firestore';
import { RECIPES, REVIEWS } from '@recipe-book/schema/paths';
import { reviewConverter } from './review-converter';

export const reviewsCollection = (db: Firestore, recipeId: string) =>
  collection(db, RECIPES, recipeId, REVIEWS).withConverter(reviewConverter);

export const reviewDoc = (db: Firestore, recipeId: string, uid: string) =>
  doc(db, RECIPES, recipeId, REVIEWS, uid).withConverter(reviewConverter);
