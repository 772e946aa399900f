// Food suggestions for a text being typed: looked up a short pause after the
// last key (not per key), the answer for older text dropped. A failed lookup
// suggests nothing: the search itself still works.
import { useEffect, useState } from 'react';
import type { FoodSuggestion } from '@recipe-book/schema/food-vocabulary';

const PAUSE_MS = 200;

export function useFoodSuggestions(text: string): FoodSuggestion[] {
  const [answer, setAnswer] = useState<{ text: string; foods: FoodSuggestion[] }>({ text: '', foods: [] });
  useEffect(() => {
    if (text.trim() === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void import('./suggest-foods')
        .then(({ suggestFoods }) => suggestFoods(text))
        .catch(() => [])
        .then((foods) => {
          if (current) setAnswer({ text, foods });
        });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return answer.text === text ? answer.foods : [];
}
