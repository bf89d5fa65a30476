/**
 * Preloaded into a services process by tests/server/main.test.ts (`--import`): when the process
 * writes its ready line, first writes how many SIGINT and SIGTERM listeners it has at that moment.
 * A supervisor may signal as soon as the line arrives, so both must already be listening.
 */
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  if (String(chunk).includes('services ready')) {
    write(`signal listeners at the ready line: SIGINT ${process.listenerCount('SIGINT')}, SIGTERM ${process.listenerCount('SIGTERM')}\n`);
  }
  return write(chunk, ...rest);
};
