export { AppError } from './errors.js';
export { parseInput, toBadRequest, validated } from './validate.js';
export { errorHandler, notFoundHandler } from './error-handler.js';
export {
  errorPages,
  prefersHtml,
  renderErrorPage,
  type ErrorPage,
  type ErrorPageSite,
} from './error-page.js';
export {
  createLogger,
  REDACTED_PATHS,
  wantsPrettyLogs,
  type Logger,
  type LoggerSettings,
} from './logger.js';
export { ConfigError, parseEnv, portSchema, refineServiceEnv, serviceEnvShape } from './env.js';
export {
  createHttpApp,
  finishHttpApp,
  REQUEST_ID_HEADER,
  requestIdFor,
  type HttpAppOptions,
} from './app.js';
export {
  INTERNAL_PROXY_HEADER,
  internalProxyClient,
  vouchedVisitorHeaders,
} from './internal-proxy.js';
export { healthRoutes } from './health.js';
export { shutdownGracefully, type GracefulShutdownOptions } from './shutdown.js';
export { exitOnUncaughtErrors } from './uncaught-errors.js';
export { developmentSecret, keepStaffPasswords, staffPasswordsFile } from './dev-secrets.js';
export { packageRoot, workspaceRoot } from './paths.js';
export { rateLimited, type RateLimitOptions } from './rate-limit.js';
export {
  answerKey,
  chooseEncoding,
  keptHeaders,
  sendHeld,
  stillFresh,
  type HeldAnswer,
} from './cached-answers.js';
export { pathPattern, PUBLIC_API_ANSWERS, publicApiAnswerPatterns } from './public-api-answers.js';
export { safeCell } from './csv-cell.js';
