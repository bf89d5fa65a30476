import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { pincodes } from '../../../db/schema';

export interface FindPincodeRowOptions {
  db: Executor;
  subsiteId: number;
  pincode: string;
}

/** The subsite's delivery row for a pincode or area code, if it has one. */
export async function findPincodeRow({ db, subsiteId, pincode }: FindPincodeRowOptions) {
  const [row] = await db
    .select()
    .from(pincodes)
    .where(and(eq(pincodes.subsiteId, subsiteId), eq(pincodes.pincode, pincode)))
    .limit(1);
  return row;
}
