// The journal: posts, their schedules and their publication.
export { postsAnswers, postsRoutes } from './posts.routes.js';
export { publishDuePosts, startPostPublisher } from './post-publisher.js';
export { listPublishedSeasonPosts, removeCategoryFromPosts } from './posts.service.js';
export { describeJournalSeed, seedJournal, type JournalSeedReport } from './journal-seed.js';
