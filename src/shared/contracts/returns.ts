import { z } from 'zod';
import { optionalText, text } from './account';
import { dbId } from './ids';
import { LineBrief, LineQuantity, Refund } from './orders';
import { RETURN_STATUSES, ReturnReasonId, ReturnStatus } from './order-life';
import { pageOf } from './paging';

/**
 * Returns (RMA) of delivered pieces, under `/api/orders/`: what can be returned, the request with
 * its photos, the return as it moves along, and the shopper's answer to staff's question. A return
 * or image of another shopper is 404 to everyone but its owner and staff.
 */

export const ReturnListStatus = z.enum(['all', ...RETURN_STATUSES]);
export const ReturnListParams = z.object({ status: ReturnListStatus });

export const ReturnItem = LineBrief.extend({
  /** Units that can still be returned (delivered, not cancelled, not in another return). */
  quantity: z.number().int(),
  unitPrice: z.number(),
});
export type ReturnItem = z.infer<typeof ReturnItem>;
/** `GET /api/orders/returnItems/id/{id}`: empty outside the return window or before delivery. */
export const ReturnItems = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  returnWindowEndsAt: z.string().nullable(),
  items: z.array(ReturnItem),
});
export type ReturnItems = z.infer<typeof ReturnItems>;

/** Ids answered by `uploadRmaImage` (at most 5 per request or answer). */
export const ImageIds = z.array(z.string().uuid()).max(5);

/** `PATCH /api/orders/return/`. */
export const ReturnBody = z
  .object({
    orderID: dbId(),
    lines: z.array(LineQuantity).min(1).max(50),
    reasonID: ReturnReasonId,
    comment: optionalText(1000, { multiline: true }).default(''),
    imageIDs: ImageIds.default([]),
  })
  .strict();
export type ReturnBody = z.infer<typeof ReturnBody>;

/** `POST /api/orders/uploadRmaImage` (multipart, field `rmaImage`; JPEG, PNG or WebP, checked from the bytes). */
export const UploadedImage = z.object({
  imageID: z.string().uuid(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int(),
  /** `GET /api/orders/rmaImage/{imageID}` (owner and staff only). */
  url: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;
export const ImageParams = z.object({ imageID: z.string().uuid() });

export const ReturnLine = LineBrief.extend({
  quantity: z.number().int(),
  /** Set when staff approve (may be fewer than requested). */
  approvedQuantity: z.number().int().nullable(),
  /** The refund for this line once received (null before). */
  refundAmount: z.number().nullable(),
});

export type ReturnLine = z.infer<typeof ReturnLine>;

export const ReturnTimelineEntry = z.object({
  status: ReturnStatus,
  note: z.string(),
  actor: z.string(),
  imageIDs: z.array(z.string()),
  at: z.string(),
});

export type ReturnTimelineEntry = z.infer<typeof ReturnTimelineEntry>;

/** `GET /api/orders/rmaDetails/id/{id}` (and every return answer). */
export const ReturnDetail = z.object({
  returnID: z.number().int(),
  rmaNumber: z.string(),
  orderID: z.number().int(),
  orderNumber: z.string(),
  status: ReturnStatus,
  reasonID: z.string(),
  reason: z.string(),
  comment: z.string(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  lines: z.array(ReturnLine),
  /** The language the order was placed in: its pieces' names and options are written in it (the page marks them when its own is another). */
  languageCode: z.string().optional(),
  imageIDs: z.array(z.string()),
  /** Staff's latest question while `need_more_info`. */
  staffNote: z.string(),
  refund: Refund.nullable(),
  timeline: z.array(ReturnTimelineEntry),
  createdAt: z.string(),
  /** Staff lists only. */
  email: z.string().optional(),
});
export type ReturnDetail = z.infer<typeof ReturnDetail>;

export const ReturnListItem = ReturnDetail.pick({ returnID: true, rmaNumber: true, orderID: true, orderNumber: true, status: true, reason: true, createdAt: true, email: true, languageCode: true }).extend({
  itemCount: z.number().int(),
  image: z.string(),
  productNames: z.array(z.string()),
});
export type ReturnListItem = z.infer<typeof ReturnListItem>;
/** `GET /api/orders/returnRequest/status/{status}/`. */
export const ReturnList = pageOf(ReturnListItem);
export type ReturnList = z.infer<typeof ReturnList>;

/** `POST /api/orders/needmoreinfoImages/`: the shopper answers staff's question; the return goes back to `requested`. */
export const NeedMoreInfoBody = z
  .object({
    returnID: dbId(),
    comment: text(1000, 1, { multiline: true }),
    imageIDs: ImageIds.default([]),
  })
  .strict();
export type NeedMoreInfoBody = z.infer<typeof NeedMoreInfoBody>;
