// A service for the uncaught-errors test, run as its own process so that it can really crash:
// it listens (so nothing but the crash ends it), then throws in a timer or leaves a promise
// rejected, as `process.argv[2]` says.
import { createServer } from 'node:http';
import { createLogger } from '../logger.js';
import { exitOnUncaughtErrors } from '../uncaught-errors.js';

const logger = createLogger({ name: 'crashing-service' });
exitOnUncaughtErrors(logger);

const server = createServer((_req, res) => res.end());
server.listen(0, '127.0.0.1', () => {
  if (process.argv[2] === 'rejection') {
    void Promise.reject(new Error('nobody awaited this'));
  } else {
    setTimeout(() => {
      throw new Error('thrown in a timer');
    }, 10);
  }
});
