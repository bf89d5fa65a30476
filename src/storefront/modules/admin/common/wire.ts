import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** A commerce answer `{ meta, data }`: the data. */
export const dataOf = <T>(answer: { data: T }) => answer.data;

/** The message of a failed back-office call (the services name the field), or a generic one. */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error) return null;
  const data = 'data' in error ? (error.data as { meta?: { message?: string }; message?: string } | undefined) : undefined;
  return data?.meta?.message ?? data?.message ?? ('message' in error && error.message ? error.message : 'Something went wrong; try again.');
}

/** A query string of the defined values. */
export function queryOf(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
