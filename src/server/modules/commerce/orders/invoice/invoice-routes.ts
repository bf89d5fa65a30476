import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOrderParams } from '@/shared/contracts/admin-orders';
import { TaxInvoice } from '@/shared/contracts/admin-invoices';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import type { Executor } from '../../../../db/client';
import { AppError, notFound } from '../../../../lib/app-error';
import { commerceOk } from '../../../../lib/envelope';
import { listSubsiteFacts } from '../../../../lib/site-directory';
import { requireStaff } from '../../../../plugins/auth';
import { adminRoute } from '../../../../plugins/admin-route';
import { findOrderRow, listOrderLines } from '../order-repository';
import { buildInvoice } from './invoice-figures';
import { renderInvoiceHtml } from './invoice-html';
import { renderInvoicePdf } from './invoice-pdf';
import { INVOICE_SELLERS } from './invoice-seller';

/** The tax invoice of an order; 409 before the order is paid for (or due on delivery). */
export async function getInvoice(db: Executor, orderId: number): Promise<TaxInvoice> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound(`Order ${orderId}`);
  if (order.status === 'pending_payment' || order.status === 'payment_failed') throw new AppError('CONFLICT', `Order ${order.number} is ${order.status}: it has no invoice`);
  const [subsite] = await listSubsiteFacts(db, [order.subsiteId]);
  const seller = subsite && INVOICE_SELLERS[subsite.code];
  if (!subsite || !seller) throw new AppError('CONFLICT', `No invoice seller is set for the subsite of ${order.number}`);
  return buildInvoice({ order, lines: await listOrderLines(db, order.id), subsite, seller });
}


/** `GET /admin/orders/{orderID}/invoice` (JSON), `/invoice.html` (printable) and `/invoice.pdf`. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders/:orderID/invoice',
    adminRoute(requireStaff, { summary: "The order's tax invoice (GST in India, VAT in the UAE) as figures (staff only)", params: AdminOrderParams, response: { 200: commerceEnvelope(TaxInvoice) } }),
    async (request) => commerceOk(await getInvoice(app.db, request.params.orderID), 'Tax invoice'),
  );
  app.get(
    '/admin/orders/:orderID/invoice.html',
    adminRoute(requireStaff, { summary: 'The tax invoice as a printable HTML page (staff only)', params: AdminOrderParams, produces: ['text/html'] }),
    async (request, reply) => {
      const invoice = await getInvoice(app.db, request.params.orderID);
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(renderInvoiceHtml(invoice));
    },
  );
  app.get(
    '/admin/orders/:orderID/invoice.pdf',
    adminRoute(requireStaff, { summary: 'The tax invoice as a PDF (staff only)', params: AdminOrderParams, produces: ['application/pdf'] }),
    async (request, reply) => {
      const invoice = await getInvoice(app.db, request.params.orderID);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.invoiceNumber}.pdf"`)
        .header('cache-control', 'no-store')
        .send(await renderInvoicePdf(invoice));
    },
  );
};
