import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

const URLENCODED = 'application/x-www-form-urlencoded';
/** A review's fields are short; anything near this is not a review. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * docs/requirements/calls.md#reviews sends a new review "as form data": this scope accepts multipart/form-data (fields only;
 * a file part is refused) and application/x-www-form-urlencoded, both turned into a plain object
 * of strings for the route's zod schema, which coerces and checks every field. Registered in the
 * review routes' scope only, so no other route starts accepting forms.
 */
export async function acceptReviewForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 8, fieldSize: 8 * 1024, parts: 8 },
  });
  app.addContentTypeParser(URLENCODED, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
