import type { EditableEntry } from './entry-key';

export interface EditorialRoutesOptions {
  /** Cache drops and page revalidation after a publish commits; answers the paths revalidated. */
  afterPublish: (entries: EditableEntry[]) => Promise<string[]>;
}
