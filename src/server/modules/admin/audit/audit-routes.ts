import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListQuery, AuditPage } from '@/shared/contracts/admin-audit';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import { requireAdmin } from '../../../plugins/auth';
import { adminRoute } from '../../../plugins/admin-route';
import { listAudit } from './audit-service';

/** The audit log, for admins. Entries are written by the modules that make the changes (recordAudit). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    adminRoute(requireAdmin, {
      summary: 'The audit log of staff, editor and admin actions, newest first (admins only)',
      querystring: AuditListQuery,
      response: { 200: commerceEnvelope(AuditPage) },
    }),
    async (request) => commerceOk(await listAudit(app.db, request.query)),
  );
};
