import { useEffect } from 'react';
import { useSuggestProductsQuery } from '@/storefront/modules/catalogue/catalogue-api';

export type SuggestAnswer = ReturnType<typeof useSuggestProductsQuery>['currentData'];

/**
 * The search box's suggestion call, in a chunk of its own that loads when the shopper first
 * focuses the box (search-form.tsx): RTK Query is not in a page's first load for it
 * (docs/page-speed.md). Renders nothing; hands the answer up.
 */
export function SuggestionFetcher({ term, skip, onAnswer }: { term: string; skip: boolean; onAnswer: (answer: SuggestAnswer) => void }) {
  const { currentData } = useSuggestProductsQuery(term, { skip });
  useEffect(() => onAnswer(currentData), [currentData, onAnswer]);
  return null;
}
