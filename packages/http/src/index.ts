export { AppError } from './errors.js';
export { parseInput, toBadRequest, validated } from './validate.js';
export { errorHandler, notFoundHandler } from './error-handler.js';
export { createLogger, REDACTED_PATHS, type Logger } from './logger.js';
export { ConfigError, parseEnv, portSchema, serviceEnvShape } from './env.js';
export { createHttpApp, finishHttpApp, REQUEST_ID_HEADER, type HttpAppOptions } from './app.js';
export { healthRoutes } from './health.js';
export { shutdownGracefully, type GracefulShutdownOptions } from './shutdown.js';
export { developmentSecret } from './dev-secrets.js';
