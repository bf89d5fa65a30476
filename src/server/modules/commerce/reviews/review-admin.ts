import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminReviewPage, AdminReviewQuery } from '@/shared/contracts/admin-reviews';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { REVIEW_MESSAGES, ReviewModerationBody, ReviewModerationParams, ReviewRef } from '@/shared/contracts/reviews';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { commerceOk } from '../../../lib/envelope';
import { requireStaff, type AuthUser } from '../../../plugins/auth';
import { adminRoute } from '../../../plugins/admin-route';
import { actorOf, recordAudit } from '../../admin/audit';
import { listReviewQueueRows, setReviewStatus } from './review-write-repository';

/** `GET /admin/reviews`: the moderation queue, one page. */
export async function listReviewQueue(db: Database, query: AdminReviewQuery): Promise<AdminReviewPage> {
  const { rows, total } = await listReviewQueueRows(db, { status: query.status, search: query.searchKey, limit: query.limitTo - query.limitFrom, offset: query.limitFrom });
  return {
    items: rows.map(({ review, productName }) => ({
      reviewID: review.id,
      productID: review.productId,
      productName,
      reviewerName: review.reviewerName,
      languageCode: review.languageCode,
      rating: review.rating,
      title: review.title,
      body: review.body,
      status: review.status as AdminReviewPage['items'][number]['status'],
      createdAt: review.createdAt.toISOString(),
    })),
    total,
    limitFrom: query.limitFrom,
    limitTo: query.limitTo,
  };
}

/** `POST /admin/reviews/{id}/status`: staff approve (shown, counted) or reject (hidden, with a reason) a review, audited in the same transaction. */
export async function moderateReview({ db, staff, reviewId, status, reason }: { db: Database; staff: AuthUser; reviewId: number; status: 'approved' | 'rejected'; reason: string }) {
  return db.transaction(async (tx) => {
    const row = await setReviewStatus(tx, { reviewId, status });
    if (!row) throw notFound(`Review ${reviewId}`);
    await recordAudit(tx, actorOf(staff), { action: `review.${status === 'approved' ? 'approve' : 'reject'}`, entityType: 'review', entityId: row.id, after: { status, reason } });
    return { reviewID: row.id, productID: row.productId };
  });
}


/** Staff moderation of reviews: the queue and the decision. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reviews',
    adminRoute(requireStaff, { summary: 'Reviews to moderate (pending by default), newest first (staff only)', querystring: AdminReviewQuery, response: { 200: commerceEnvelope(AdminReviewPage) } }),
    async (request) => commerceOk(await listReviewQueue(app.db, request.query)),
  );

  app.post(
    '/admin/reviews/:id/status',
    adminRoute(requireStaff, {
      summary: 'Approve (shown and counted on the product page) or reject a review with a reason (staff only)',
      params: ReviewModerationParams,
      body: ReviewModerationBody,
      response: { 200: commerceEnvelope(ReviewRef) },
    }),
    async (request) =>
      commerceOk(await moderateReview({ db: app.db, staff: request.user!, reviewId: request.params.id, status: request.body.status, reason: request.body.reason }), REVIEW_MESSAGES.moderated),
  );
};
