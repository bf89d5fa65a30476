import { randomUUID } from 'node:crypto';
import type { UploadedContentImage } from '@/shared/contracts/content-editing';
import type { Database } from '../../../../db/client';
import { notFound } from '../../../../lib/app-error';
import { type AuditActor, recordAudit } from '../../../admin/audit';
// The return photos' byte checks and re-encoding, reused as they are (one home for image safety).
import { cleanUploadedImage } from '../../../commerce/orders/after-sales/image-upload';
import type { Storage } from '../../../commerce/orders/after-sales/storage';
import { uploadedImagePath } from './content-check';
import { findImage, insertImage } from './editorial-repository';

export const BANNER_IMAGE_MESSAGES = {
  missing: 'image is required: send one image as multipart/form-data (field "image")',
  notImage: 'image must be a JPEG, PNG or WebP picture (checked from its bytes)',
  badName: 'image must have a plain file name (no folders, no "..")',
  tooLarge: (maxBytes: number) => `image must be at most ${(maxBytes / 1024 / 1024).toFixed(1)} MB`,
} as const;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface UploadBannerImageOptions {
  db: Database;
  storage: Storage;
  actor: AuditActor;
  subsiteId: number;
  bytes: Buffer;
  claimedType: string;
  maxBytes: number;
}

/**
 * A banner image for one store: the type from the bytes (the claimed one must agree), decoded and
 * re-encoded so only pixels are kept, then stored and recorded. Nothing is kept if any step fails.
 */
export async function uploadBannerImage({ db, storage, actor, subsiteId, bytes, claimedType, maxBytes }: UploadBannerImageOptions): Promise<UploadedContentImage> {
  const { type, clean, extension } = await cleanUploadedImage({ bytes, claimedType, maxBytes, messages: BANNER_IMAGE_MESSAGES });
  const id = randomUUID();
  const storageKey = `banners/${id}.${extension}`;
  await storage.put(storageKey, clean, type);
  try {
    await db.transaction(async (tx) => {
      await insertImage(tx, { id, subsiteId, storageKey, contentType: type, sizeBytes: clean.length, uploadedBy: actor.email });
      await recordAudit(tx, actor, { action: 'content.image.upload', entityType: 'content-image', entityId: id, after: { subsiteId, contentType: type, size: clean.length } });
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return { path: uploadedImagePath(id, type), contentType: type, size: clean.length };
}

/** `GET /content-images/<id>.<ext>`: a published banner's image, for anyone (banners are public). */
export async function readBannerImage({ db, storage, file }: { db: Database; storage: Storage; file: string }) {
  const match = /^([0-9a-f-]{36})\.(jpg|png|webp)$/.exec(file);
  const image = match ? await findImage(db, match[1]!) : null;
  if (!image || EXTENSIONS[image.contentType] !== match![2]) throw notFound(`Image ${file}`);
  const bytes = await storage.get(image.storageKey);
  if (!bytes) throw notFound(`Image ${file}`);
  return { bytes, contentType: image.contentType };
}
