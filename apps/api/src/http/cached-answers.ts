/**
 * What a router lets the answer cache keep (answer-cache.ts): its public GETs, and what makes
 * their answers change. Each router declares its own beside its routes; the app mounts the
 * declaration under the router's path.
 */
export interface CachedAnswers {
  /**
   * The router's public GET paths, as Express writes them (`/`, `/slug/:slug`): its entry of
   * @ministry/http's `PUBLIC_API_ANSWERS`, which the gateway holds too.
   */
  paths: readonly string[];
  /**
   * Subscriptions to the writes the answers follow in this process (a model's writes, the
   * catalogue's change notice); each answers a function that stops it. Another process's
   * writes reach the cache through the database's version stamp.
   */
  droppedBy?: ReadonlyArray<(drop: () => void) => () => unknown>;
  /**
   * The next moment the answers change with no write to announce it (a scheduled post's
   * publication), asked at each fill; nothing is served from memory past it.
   */
  changesAt?: () => Promise<Date | null>;
}
