import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { ContentKind } from '@/shared/content-keys';
import { checkContentRules, FIXED_PATHS, type FieldProblem, listLinkPaths } from '@/shared/content-rules';
import { CONTENT_SCHEMAS } from '@/shared/contracts/content';
import type { Database } from '../../../../db/client';
import { badRequest } from '../../../../lib/app-error';
import { normaliseRewritePath } from '../../url-rewrite/url-rewrite-service';
import { findRewrite } from '../../url-rewrite/url-rewrite-repository';
import { listImages } from './editorial-repository';

/** The storefront's own artwork (public/images), read once: the images an editor may pick besides uploads. */
let bundled: string[] | undefined;
export function listBundledImages(root = path.resolve('public')): string[] {
  if (bundled) return bundled;
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) visit(relative);
      else if (/\.(svg|png|jpe?g|webp|avif)$/i.test(entry.name)) found.push(relative);
    }
  };
  try {
    visit('/images');
  } catch {
    // No public folder beside the services (a separate deployment): uploads only.
  }
  return (bundled = found.sort());
}

/** The public path an uploaded image is served at (the storefront forwards /content-images to the services). */
export const uploadedImagePath = (id: string, contentType: string) => `/content-images/${id}.${contentType === 'image/jpeg' ? 'jpg' : contentType.split('/')[1]}`;

/** The images of a store: the storefront's artwork and what editors uploaded for that store. */
export async function listStoreImages(db: Database, subsiteId: number): Promise<string[]> {
  const uploads = await listImages(db, subsiteId);
  return [...uploads.map((row) => uploadedImagePath(row.id, row.contentType)), ...listBundledImages()];
}

function zodProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`)).join('') || 'payload';
    return { field, message: `${field}: ${issue.message}` };
  });
}

export interface CheckPayloadOptions {
  db: Database;
  kind: ContentKind;
  subsiteId: number;
  payload: unknown;
}

/**
 * The payload as it may be saved, or a 400 naming every field that is wrong (schema first, then the
 * editors' rules of src/shared/content-rules.ts): a banner without an image, a link to a page that
 * does not exist, a text longer than its layout holds, an image that is not the store's.
 */
export async function checkPayload({ db, kind, subsiteId, payload }: CheckPayloadOptions): Promise<unknown> {
  const parsed = CONTENT_SCHEMAS[kind].safeParse(payload);
  if (!parsed.success) throw invalid(zodProblems(parsed.error));
  const links = listLinkPaths(parsed.data);
  const existing = new Set<string>();
  await Promise.all(
    links.map(async (link) => {
      if (FIXED_PATHS.includes(link) || (await findRewrite({ db, requestPath: normaliseRewritePath(link) }))) existing.add(link);
    }),
  );
  const images = new Set(await listStoreImages(db, subsiteId));
  const problems = checkContentRules(kind, parsed.data, { images, pageExists: (link) => existing.has(link) });
  if (problems.length > 0) throw invalid(problems);
  return parsed.data;
}

const invalid = (problems: FieldProblem[]) =>
  badRequest(`payload.${problems[0]!.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`, {
    fields: problems.map((problem) => ({ field: `payload.${problem.field}`, message: problem.message })),
  });
