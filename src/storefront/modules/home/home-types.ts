import type { ProductSummary } from '@/shared/contracts/catalogue';
import type { Banners, ProductCartSettings, Widget } from '@/shared/contracts/content';
import type { StorePageProps } from '@/storefront/lib/store-page-types';

export interface HomeWidget extends Widget {
  products: ProductSummary[];
}

export type HomePageProps = StorePageProps<{ homeBanners: Banners; widget: HomeWidget; productCartSettings: ProductCartSettings }>;
