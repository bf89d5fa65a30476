import { z } from 'zod';

/**
 * Ids are PostgreSQL `integer`s, which end at 2^31 − 1. A larger id can name nothing, so the
 * contracts refuse it as bad input (400) instead of letting the database fail on it.
 */
export const MAX_DB_ID = 2_147_483_647;

/** An id in a JSON body. */
export const dbId = () => z.number().int().positive().max(MAX_DB_ID);

/** An id in a path, query string or header, where it arrives as text. */
export const dbIdText = () => z.coerce.number().int().positive().max(MAX_DB_ID);

/** A path's `{id}` (an order or a return). */
export const IdParams = z.object({ id: dbIdText() });
