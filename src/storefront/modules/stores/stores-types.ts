import type { Stores } from '@/shared/contracts/content';
import type { z } from 'zod';
import type { StorePageProps } from '@/storefront/lib/store-page-types';

export type StoresPageProps = StorePageProps<{ stores: z.infer<typeof Stores> }>;
