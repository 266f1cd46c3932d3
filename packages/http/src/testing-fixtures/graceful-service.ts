// A service for the shutdown test, run as its own process so a real SIGTERM can reach it.
// `/block?until=<file>` holds the event loop until the file exists (requests then queue up
// unread, as under load); `/work` answers after a moment. Prints its port, then `closed` when
// resources are released.
import express from 'express';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { shutdownGracefully } from '../shutdown.js';
import { testLogger } from '../testing.js';

const app = express();
app.get('/block', (req, res) => {
  console.log('blocking');
  const release = typeof req.query.until === 'string' ? req.query.until : '';
  const giveUp = Date.now() + 60_000;
  while (!existsSync(release) && Date.now() < giveUp) {
    // busy on purpose
  }
  res.json({ blocked: true });
});
app.get('/work/:n', (req, res) => {
  setTimeout(() => res.json({ n: req.params.n }), 50);
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log((server.address() as AddressInfo).port);
});
// The test's idle keep-alive connections must outlast the block. Node closes a keep-alive
// connection whose idle timer ran out while the loop was blocked in the timers phase, before
// the poll phase reads the request that came meanwhile: on a starved machine the block passed
// 5 s (the default) and four such requests were closed unanswered, shutdown or not.
server.keepAliveTimeout = 120_000;
shutdownGracefully({
  server,
  logger: testLogger(),
  onClose: () => {
    console.log('closed');
    return Promise.resolve();
  },
});
