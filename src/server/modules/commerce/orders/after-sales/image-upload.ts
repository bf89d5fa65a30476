import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { UploadedImage } from '@/shared/contracts/returns';
import type { Database } from '../../../../db/client';
import { AppError, notFound } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import { findUpload, insertUpload } from './after-sales-repository';
import type { Storage } from './storage';
import { hasPermission } from '@/shared/roles';

export type ImageType = UploadedImage['contentType'];

const EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The image type from the first bytes (magic numbers), whatever the client claimed: JPEG starts
 * FF D8 FF, PNG with its 8-byte signature, WebP with `RIFF····WEBP`. Anything else is null.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * The client's file name is never used to store anything, but a name that tries to climb out of a
 * folder (`../`, `..\`, an absolute path, control characters) says the client is not a browser
 * sending a photo: such an upload is refused outright, before a byte is kept.
 */
export function isPlainFileName(name: string | undefined): boolean {
  if (name === undefined || name === '') return true;
  if (name.length > 255) return false;
  return !/[/\\\x00-\x1f\x7f]/.test(name) && !name.includes('..');
}

/**
 * The most pixels a photo may decode to: 50 MP (a 48 MP phone photo passes, a 5 MB file claiming
 * 60,000 × 60,000 does not). sharp reads the dimensions from the header and refuses before
 * allocating, so a decompression bomb costs nothing.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Decodes the photo and encodes it again in its own format: what is stored is pixels and nothing
 * else, so HTML or script hidden behind a valid signature, trailing bytes and every piece of
 * metadata (EXIF with the GPS location and camera, XMP, comments) are gone. EXIF orientation is
 * applied first so the photo stays upright. Null when the bytes do not decode as that format.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  const decoded = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', sequentialRead: true });
  try {
    const { format } = await decoded.metadata();
    if (`image/${format}` !== type) return null;
    const upright = decoded.rotate();
    const encoded = type === 'image/jpeg' ? upright.jpeg({ quality: 88 }) : type === 'image/png' ? upright.png() : upright.webp({ quality: 88 });
    return await encoded.toBuffer();
  } catch {
    return null;
  }
}

export const UPLOAD_MESSAGES: UploadMessages = {
  notImage: 'rmaImage must be a JPEG, PNG or WebP image',
  badName: 'rmaImage must have a plain file name (no folders, no "..")',
  missing: 'rmaImage is required: send one image as multipart/form-data',
  tooLarge: (maxBytes: number) => `rmaImage must be at most ${Math.floor(maxBytes / 1024 / 1024) || (maxBytes / 1024 / 1024).toFixed(1)} MB`,
};

export interface StoreImageOptions {
  db: Database;
  storage: Storage;
  user: AuthUser;
  bytes: Buffer;
  /** What the client said the type was: only compared, never trusted. */
  claimedType: string;
  maxBytes: number;
}

/** The messages an upload answers with, naming its own field. */
export interface UploadMessages {
  missing: string;
  notImage: string;
  badName: string;
  tooLarge: (maxBytes: number) => string;
}

/**
 * The one file of a multipart request, in field `field`: refused when absent, in another field,
 * under a file name that climbs out of a folder, or larger than `maxBytes` (413).
 */
export async function readUploadedFile(request: FastifyRequest, field: string, maxBytes: number, messages: UploadMessages): Promise<{ bytes: Buffer; claimedType: string }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', messages.missing);
  const file = await request.file();
  if (!file || file.fieldname !== field) throw new AppError('BAD_REQUEST', messages.missing);
  if (!isPlainFileName(file.filename)) throw new AppError('BAD_REQUEST', messages.badName);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge(maxBytes));
    throw error;
  }
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge(maxBytes));
  return { bytes, claimedType: file.mimetype };
}

/**
 * Checks an uploaded picture and keeps only its pixels: not empty, not over `maxBytes`, the type
 * from its bytes (the claimed type must agree, so a spoofed one is refused rather than silently
 * corrected), then decoded and re-encoded (`reencodeImage`). Answers the clean copy and the file
 * extension it is stored under.
 */
export async function cleanUploadedImage({ bytes, claimedType, maxBytes, messages }: { bytes: Buffer; claimedType: string; maxBytes: number; messages: UploadMessages }) {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', messages.missing);
  if (bytes.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge(maxBytes));
  const type = sniffImageType(bytes);
  const claimed = claimedType.toLowerCase().split(';')[0]!.trim().replace('image/jpg', 'image/jpeg');
  if (!type || claimed !== type) throw new AppError('BAD_REQUEST', messages.notImage);
  const clean = await reencodeImage(bytes, type);
  if (!clean) throw new AppError('BAD_REQUEST', messages.notImage);
  return { type, clean, extension: EXTENSIONS[type] };
}

/**
 * `POST /api/orders/uploadRmaImage`: checks and re-encodes the bytes (`cleanUploadedImage`), then
 * stores the clean copy under a key of our own and records the upload; `size` is the stored
 * copy's. Nothing is written unless all checks pass; if the database insert fails the stored file
 * is removed again.
 */
export async function storeImage({ db, storage, user, bytes, claimedType, maxBytes }: StoreImageOptions): Promise<UploadedImage> {
  const { type, clean, extension } = await cleanUploadedImage({ bytes, claimedType, maxBytes, messages: UPLOAD_MESSAGES });
  const id = randomUUID();
  const storageKey = `rma/${id}.${extension}`;
  await storage.put(storageKey, clean, type);
  try {
    await insertUpload(db, { id, userId: user.id, storageKey, contentType: type, sizeBytes: clean.length });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return { imageID: id, contentType: type, size: clean.length, url: `/api/orders/rmaImage/${id}` };
}

/** `GET /api/orders/rmaImage/{id}`: the uploader and staff only; 404 for anyone else. */
export async function readImage({ db, storage, user, imageId }: { db: Database; storage: Storage; user: AuthUser; imageId: string }) {
  const upload = await findUpload(db, imageId);
  if (!upload || (!hasPermission(user.role, 'operations') && upload.userId !== user.id)) throw notFound(`Image ${imageId}`);
  const bytes = await storage.get(upload.storageKey);
  if (!bytes) throw notFound(`Image ${imageId}`);
  return { bytes, contentType: upload.contentType };
}
