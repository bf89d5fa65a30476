/**
 * A multipart/form-data body with one file part, as a browser sends it. Plain JavaScript, so the
 * edge's suite (node:test, no TypeScript) and the services' suites (Vitest) share it.
 */
export function multipart({ field, filename = 'photo.png', type = 'image/png', bytes }) {
  const boundary = '----h6boundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
