import type { SeedProduct } from '../types';
import { bangles } from './products-bangles';
import { chains } from './products-chains';
import { coins } from './products-coins';
import { earrings } from './products-earrings';
import { necklaces } from './products-necklaces';
import { pendants } from './products-pendants';
import { rings } from './products-rings';

/** The whole catalogue, in category order (the seeder's insertion order gives the product ids). */
export const products: SeedProduct[] = [
  ...rings,
  ...earrings,
  ...necklaces,
  ...bangles,
  ...pendants,
  ...chains,
  ...coins,
];
