/** The id rules live with the contracts; routes import them from here or from shared alike. */
export { dbId, dbIdText } from '@/shared/contracts/ids';
