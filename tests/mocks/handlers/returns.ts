import { http, HttpResponse } from 'msw';
import { IdParams, ImageParams, NeedMoreInfoBody, PageQuery, Reasons, ReturnBody, ReturnDetail, ReturnItems, ReturnList, ReturnListParams, UploadedImage } from '@/shared/contracts/orders';
import { returnReasonLabel, returnReasons } from '@/server/modules/commerce/after-sales/reasons';
import { userOfBearer } from '../lib/account-session';
import { addEvent, decimal, lifeOf, returnableLines, returnWindowEndsAt, visibleOrder } from '../lib/order-life';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import type { MockUser } from '../state/account-store';
import { checkoutState } from '../state/checkout-store';
import { type MockReturn, type MockUpload, nextLifeID, orderLifeState, saveOrderLife } from '../state/order-life-store';

/** Returns (RMA) of SPEC §7: reasons, returnable items, photos, the request, the list, the detail and the shopper's answer. */

export const UPLOAD_MAX_BYTES = 5_242_880;

function sniff(bytes: Uint8Array): MockUpload['contentType'] | null {
  const starts = (...expected: number[]) => expected.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The return if `user` may see it: its owner, or staff; a 404 otherwise. */
export function visibleReturn(returnID: number, user: MockUser): MockReturn {
  const rma = orderLifeState().returns.find((candidate) => candidate.returnID === returnID);
  if (!rma || (user.role !== 'staff' && rma.userID !== user.userID)) throw notFound(`Return ${returnID}`);
  return rma;
}

export function returnDetailOf(rma: MockReturn, languageCode = 'en') {
  const order = checkoutState().orders.find((candidate) => candidate.orderID === rma.orderID)!;
  const money = decimal(order);
  const refund = rma.refundID === null ? null : (lifeOf(order).refunds.find((candidate) => candidate.refundID === rma.refundID) ?? null);
  return {
    returnID: rma.returnID,
    rmaNumber: rma.rmaNumber,
    orderID: rma.orderID,
    orderNumber: order.orderNumber,
    status: rma.status,
    reasonID: rma.reasonID,
    reason: returnReasonLabel(rma.reasonID, languageCode),
    comment: rma.comment,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    lines: rma.lines.map((line) => {
      const orderLine = order.lines.find((candidate) => candidate.orderLineID === line.orderLineID)!;
      return { orderLineID: line.orderLineID, name: orderLine.name, optionLabel: orderLine.optionLabel, sku: orderLine.sku, image: orderLine.image, quantity: line.quantity, approvedQuantity: line.approvedQuantity, refundAmount: line.refundMinor === null ? null : money(line.refundMinor) };
    }),
    imageIDs: rma.imageIDs,
    staffNote: rma.staffNote,
    refund: refund && { refundID: refund.refundID, amount: money(refund.amountMinor), method: refund.method, status: refund.status, source: refund.source, returnID: refund.returnID, createdAt: refund.createdAt },
    timeline: rma.timeline,
    createdAt: rma.createdAt,
  };
}

/** Photo ids of this user not yet attached to a return; 400 naming the first that is not. */
function claimImages(imageIDs: string[], user: MockUser, returnID: number): void {
  for (const imageID of imageIDs) {
    const upload = orderLifeState().uploads.find((candidate) => candidate.imageID === imageID && candidate.userID === user.userID);
    if (!upload || (upload.returnID !== null && upload.returnID !== returnID)) throw new MockHttpError(400, `body.imageIDs: image ${imageID} is not one of your uploads`);
  }
  for (const upload of orderLifeState().uploads) if (imageIDs.includes(upload.imageID)) upload.returnID = returnID;
}

/** One page of the returns `belongs` lets in, newest first, by status and search: the shopper's list and the staff's. */
export function returnListOf(belongs: (rma: MockReturn) => boolean, status: string, query: { limitFrom: number; limitTo: number; searchKey?: string }, languageCode = 'en') {
  const key = query.searchKey?.toLowerCase();
  const rows = orderLifeState()
    .returns.filter((rma) => belongs(rma) && (status === 'all' || rma.status === status))
    .map((rma) => returnDetailOf(rma, languageCode))
    .filter((rma) => !key || rma.rmaNumber.toLowerCase().includes(key) || rma.orderNumber.toLowerCase().includes(key) || rma.lines.some((line) => line.name.toLowerCase().includes(key)))
    .sort((a, b) => b.returnID - a.returnID);
  const items = rows.slice(query.limitFrom, query.limitTo).map((rma) => ({
    returnID: rma.returnID,
    rmaNumber: rma.rmaNumber,
    orderID: rma.orderID,
    orderNumber: rma.orderNumber,
    status: rma.status,
    reason: rma.reason,
    createdAt: rma.createdAt,
    itemCount: rma.lines.reduce((sum, line) => sum + line.quantity, 0),
    image: rma.lines[0]?.image ?? '',
    productNames: rma.lines.map((line) => line.name),
  }));
  return { items, total: rows.length, limitFrom: query.limitFrom, limitTo: query.limitTo };
}

const idOf = (params: unknown) => parseInput(IdParams, params, 'params').id;

export const returnHandlers = [
  http.get(
    anyOrigin('/api/orders/returnReasons'),
    withEnvelope('commerce', ({ request }) => commerceOk(Reasons, returnReasons(resolveMockSite(request).languageCode))),
  ),
  http.get(
    anyOrigin('/api/orders/returnItems/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const order = visibleOrder(idOf(params), user);
      const life = lifeOf(order);
      const money = decimal(order);
      const items = returnableLines(order, life).map(({ orderLineID, quantity }) => {
        const line = order.lines.find((candidate) => candidate.orderLineID === orderLineID)!;
        return { orderLineID, name: line.name, optionLabel: line.optionLabel, sku: line.sku, image: line.image, quantity, unitPrice: money(line.unitPriceMinor) };
      });
      return commerceOk(ReturnItems, { orderID: order.orderID, orderNumber: order.orderNumber, returnWindowEndsAt: returnWindowEndsAt(life), items });
    }),
  ),
  http.post(
    anyOrigin('/api/orders/uploadRmaImage'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw new MockHttpError(400, 'Send the photo as multipart form data in the field rmaImage');
      }
      const file = form.get('rmaImage');
      if (!file || typeof file === 'string') throw new MockHttpError(400, 'Send the photo as multipart form data in the field rmaImage');
      if (file.size > UPLOAD_MAX_BYTES) throw new MockHttpError(413, 'The photo is larger than 5 MB');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const contentType = sniff(bytes);
      if (!contentType) throw new MockHttpError(415, 'Only JPEG, PNG or WebP photos can be uploaded');
      const imageID = crypto.randomUUID();
      orderLifeState().uploads.push({ imageID, userID: user.userID, contentType, size: bytes.length, data: toBase64(bytes), returnID: null });
      saveOrderLife();
      return commerceOk(UploadedImage, { imageID, contentType, size: bytes.length, url: `/api/orders/rmaImage/${imageID}` }, { status: 201, message: 'Image uploaded' });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/rmaImage/:imageID'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const { imageID } = parseInput(ImageParams, params, 'params');
      const upload = orderLifeState().uploads.find((candidate) => candidate.imageID === imageID);
      if (!upload || (user.role !== 'staff' && upload.userID !== user.userID)) throw notFound(`Image ${imageID}`);
      const bytes = Uint8Array.from(atob(upload.data), (char) => char.charCodeAt(0));
      return new HttpResponse(bytes, { status: 200, headers: { 'content-type': upload.contentType, 'cache-control': 'private, no-store' } });
    }),
  ),
  http.patch(
    anyOrigin('/api/orders/return'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const site = resolveMockSite(request);
      const body = parseInput(ReturnBody, await jsonBodyOf(request), 'body');
      const order = visibleOrder(body.orderID, user);
      const life = lifeOf(order);
      const open = returnableLines(order, life);
      if (open.length === 0) throw new MockHttpError(409, `Nothing in order ${order.orderNumber} can be returned now`);
      for (const line of body.lines) {
        const available = open.find((candidate) => candidate.orderLineID === line.orderLineID)?.quantity ?? 0;
        if (line.quantity > available) throw new MockHttpError(409, `Only ${available} of line ${line.orderLineID} can be returned`);
      }
      const state = orderLifeState();
      const returnID = nextLifeID();
      claimImages(body.imageIDs, user, returnID);
      const now = new Date().toISOString();
      const rma: MockReturn = {
        returnID,
        rmaNumber: `RMA-${order.orderNumber}-${state.returns.filter((candidate) => candidate.orderID === order.orderID).length + 1}`,
        orderID: order.orderID,
        userID: user.userID,
        status: 'requested',
        reasonID: body.reasonID,
        comment: body.comment,
        lines: body.lines.map((line) => ({ orderLineID: line.orderLineID, quantity: line.quantity, approvedQuantity: null, refundMinor: null })),
        imageIDs: body.imageIDs,
        staffNote: '',
        refundID: null,
        timeline: [{ status: 'requested', note: body.comment, actor: 'customer', imageIDs: body.imageIDs, at: now }],
        createdAt: now,
      };
      state.returns.push(rma);
      addEvent(life, life.status, `Return ${rma.rmaNumber} requested (${returnReasonLabel(body.reasonID)})`, 'customer', now);
      saveOrderLife();
      return commerceOk(ReturnDetail, returnDetailOf(rma, site.languageCode), { status: 201, message: `Return ${rma.rmaNumber} requested` });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/returnRequest/status/:status'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const site = resolveMockSite(request);
      const { status } = parseInput(ReturnListParams, params, 'params');
      const query = parseInput(PageQuery, queryOf(request), 'querystring');
      return commerceOk(ReturnList, returnListOf((rma) => rma.userID === user.userID, status, query, site.languageCode));
    }),
  ),
  http.get(
    anyOrigin('/api/orders/rmaDetails/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      return commerceOk(ReturnDetail, returnDetailOf(visibleReturn(idOf(params), user), resolveMockSite(request).languageCode));
    }),
  ),
  http.post(
    anyOrigin('/api/orders/needmoreinfoImages'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const body = parseInput(NeedMoreInfoBody, await jsonBodyOf(request), 'body');
      const rma = visibleReturn(body.returnID, user);
      if (rma.userID !== user.userID) throw notFound(`Return ${body.returnID}`);
      if (rma.status !== 'need_more_info') throw new MockHttpError(409, `Return ${rma.rmaNumber} is not waiting for more information`);
      claimImages(body.imageIDs, user, rma.returnID);
      rma.status = 'requested';
      rma.imageIDs = [...rma.imageIDs, ...body.imageIDs];
      rma.timeline.push({ status: 'requested', note: body.comment, actor: 'customer', imageIDs: body.imageIDs, at: new Date().toISOString() });
      saveOrderLife();
      return commerceOk(ReturnDetail, returnDetailOf(rma, resolveMockSite(request).languageCode), { message: 'Thank you: your answer was sent' });
    }),
  ),
];
