/** Types of tests/support/multipart.mjs. */
export declare function multipart(part: { field: string; filename?: string; type?: string; bytes: Buffer }): { payload: Buffer; contentType: string };
