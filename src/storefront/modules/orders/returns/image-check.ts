/**
 * The browser's own check of a return photo before it is sent: JPEG, PNG or WebP by its first
 * bytes (not by its name or the type the system claims), and at most 5 MB (the services'
 * UPLOAD_MAX_BYTES default). The services check again and have the last word.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 5;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageProblem = 'type' | 'size' | 'empty';

/** The image type the bytes say, or null. */
export function sniffImageType(head: Uint8Array): (typeof ACCEPTED_TYPES)[number] | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50) return 'image/webp';
  return null;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, 12);
  // jsdom's Blob lacks arrayBuffer(); FileReader is there everywhere.
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

export async function checkImage(file: Blob): Promise<ImageProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return sniffImageType(await headOf(file)) ? null : 'type';
}
