import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';

export { actorOf, type AuditActor, type AuditChange, recordAudit } from './audit-service';

/** The audit log (`audit_log`): its owner. Other modules record through `recordAudit`. */
export async function auditModule(app: FastifyInstance) {
  await app.register(auditRoutes);
}
