import { blockOutboundNetwork } from '@ministry/db/testing';

blockOutboundNetwork();
