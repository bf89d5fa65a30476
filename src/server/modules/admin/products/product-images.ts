import { randomUUID } from 'node:crypto';
import { productImagePath } from '@/shared/contracts/admin-product-edit';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../plugins/auth';
import { appendProductImage } from '../../commerce/catalogue';
// The return photos' byte checks and re-encoding, reused as they are (one home for image safety).
import { cleanUploadedImage, type UploadMessages } from '../../commerce/orders/after-sales/image-upload';
import type { Storage } from '../../commerce/orders/after-sales/storage';

export const PRODUCT_IMAGE_MESSAGES: UploadMessages = {
  missing: 'image is required: send one photo as multipart/form-data (field "image")',
  notImage: 'image must be a JPEG, PNG or WebP photo (checked from its bytes)',
  badName: 'image must have a plain file name (no folders, no "..")',
  tooLarge: (maxBytes: number) => `image must be at most ${(maxBytes / 1024 / 1024).toFixed(1)} MB`,
};

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * A product photo from the back office (docs/back-office.md#products-and-stock): checked from its
 * bytes and re-encoded so only pixels are kept, stored under a name of our own, then added to the
 * product's images with its audit entry. If the product write fails the stored file goes again.
 */
export async function uploadProductImage(options: { db: Database; storage: Storage; staff: AuthUser; productId: number; bytes: Buffer; claimedType: string; maxBytes: number }) {
  const { type, clean, extension } = await cleanUploadedImage({ ...options, messages: PRODUCT_IMAGE_MESSAGES });
  const file = `${randomUUID()}.${extension}`;
  const storageKey = `products/${file}`;
  await options.storage.put(storageKey, clean, type);
  try {
    return await appendProductImage({ db: options.db, staff: options.staff, productId: options.productId, image: productImagePath(file) });
  } catch (error) {
    await options.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** `GET /product-images/<id>.<ext>`: an uploaded product photo, for anyone (product pages are public). */
export async function readProductImage(storage: Storage, file: string) {
  const bytes = await storage.get(`products/${file}`);
  if (!bytes) throw notFound(`Image ${file}`);
  return { bytes, contentType: CONTENT_TYPES[file.split('.').pop()!]! };
}
