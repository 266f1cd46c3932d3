import type { CommandHandler } from './context.js';

export const transactionCommands: Record<string, CommandHandler> = {
  commitTransaction: (command, ctx) => ctx.transactions.commit(command),
  abortTransaction: (command, ctx) => ctx.transactions.abort(command),
};
