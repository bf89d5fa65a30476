import { useTranslation } from '@/storefront/lib/i18n';
import { useMemo } from 'react';
import { REVIEW_LIMITS } from '@/shared/constants';
import type { ReviewErrorTexts } from './review-errors';

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
}

export interface ReviewTexts {
  rating: string;
  title: string;
  text: string;
  errors: ReviewErrorTexts;
}

/** The form's own checks, the same limits as the services' (REVIEW_LIMITS). */
export function validateReview(draft: ReviewDraft, texts: ReviewTexts): Partial<Record<keyof ReviewDraft, string>> {
  const errors: Partial<Record<keyof ReviewDraft, string>> = {};
  if (draft.rating < 1 || draft.rating > 5) errors.rating = texts.rating;
  if (!draft.title.trim() || draft.title.trim().length > REVIEW_LIMITS.titleMax) errors.title = texts.title;
  const length = draft.text.trim().length;
  if (length < REVIEW_LIMITS.textMin || length > REVIEW_LIMITS.textMax) errors.text = texts.text;
  return errors;
}

export function useReviewTexts(): ReviewTexts {
  const { t } = useTranslation('reviews');
  return useMemo(
    () => ({
      rating: t('validation.rating'),
      title: t('validation.title', { max: REVIEW_LIMITS.titleMax }),
      text: t('validation.text', { min: REVIEW_LIMITS.textMin, max: REVIEW_LIMITS.textMax }),
      errors: {
        notBought: t('errors.notBought'),
        duplicate: t('errors.duplicate'),
        notFound: t('errors.notFound'),
        fallback: t('errors.fallback'),
        exception: t('errors.exception'),
      },
    }),
    [t],
  );
}
