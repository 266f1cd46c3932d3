import { blockOutboundNetwork, checkQueriesUseIndexes } from '@ministry/db/testing';

blockOutboundNetwork();
// A query on a growing collection (orders, gifts, subscribers…) without an index fails the file.
checkQueriesUseIndexes();
