/** The mocks validate content with the same schemas as the services. */
export { CONTENT_SCHEMAS } from '@/shared/contracts/content';
