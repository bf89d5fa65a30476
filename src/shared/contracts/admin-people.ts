import { z } from 'zod';
import { ROLES } from '../roles';
import { Email, Password, PersonName, SavedAddress } from './account';
import { dbId, dbIdText } from './ids';
import { PageFields, pageOf, pageWindow, pageWindowError } from './paging';
import { text } from './text';
import { StoreCredit } from './store-credit';
import { OrderSummary } from './orders';

/** An account as the back office lists it (customers and people alike). */
export const AdminAccount = z.object({
  userID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;
export const AdminAccountPage = pageOf(AdminAccount);
export type AdminAccountPage = z.infer<typeof AdminAccountPage>;

/** `GET /admin/customers` and `GET /admin/people`: search by name, e-mail or phone. */
export const AdminAccountQuery = PageFields.strict().refine(pageWindow, pageWindowError);
export const AdminUserParams = z.object({ userID: dbIdText() });

/** `GET /admin/customers/{userID}`: the shopper, their addresses, latest orders and store credit per subsite. */
export const AdminCustomer = z.object({
  account: AdminAccount,
  addresses: z.array(SavedAddress),
  orders: z.array(OrderSummary),
  orderCount: z.number().int(),
  credit: z.array(StoreCredit.extend({ subsiteID: z.number().int(), subsiteCode: z.string() })),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/** `POST /admin/customers/{userID}/credit`: add (positive) or take off (negative) store credit, with the reason the ledger and audit keep. */
export const CreditAdjustmentBody = z
  .object({
    subsiteID: dbId(),
    amount: z.number().refine((value) => value !== 0, 'must not be 0').pipe(z.number().min(-10_000_000).max(10_000_000)),
    reason: text(300),
  })
  .strict();
export type CreditAdjustmentBody = z.infer<typeof CreditAdjustmentBody>;

/** `POST /admin/people`: a new back-office account. */
export const NewStaffBody = z
  .object({ firstName: PersonName, lastName: PersonName, email: Email, password: Password, role: z.enum(['staff', 'editor', 'admin']) })
  .strict();
export type NewStaffBody = z.infer<typeof NewStaffBody>;
/** `PUT /admin/people/{userID}/role`: any role (customer takes the back office away). */
export const RoleBody = z.object({ role: z.enum(ROLES) }).strict();
