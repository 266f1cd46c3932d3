import {
  blockOutboundNetwork,
  checkQueriesUseIndexes,
  checkQueryShapesListed,
} from '@ministry/db/testing';

blockOutboundNetwork();
// A query on a growing collection (orders, gifts, subscribers…) without an index fails the file.
checkQueriesUseIndexes();
// A query shape the app-shapes suite does not run on both engines fails the file.
checkQueryShapesListed();
