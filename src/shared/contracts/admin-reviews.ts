import { z } from 'zod';
import { PageFields, pageOf, pageWindow, pageWindowError } from './paging';

/** `GET /admin/reviews`: the moderation queue (pending first by default), newest first. */
export const AdminReviewQuery = PageFields.extend({ status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending') })
  .strict()
  .refine(pageWindow, pageWindowError);
export type AdminReviewQuery = z.infer<typeof AdminReviewQuery>;

export const AdminReview = z.object({
  reviewID: z.number().int(),
  productID: z.number().int(),
  productName: z.string(),
  reviewerName: z.string(),
  languageCode: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewPage = pageOf(AdminReview);
export type AdminReviewPage = z.infer<typeof AdminReviewPage>;
