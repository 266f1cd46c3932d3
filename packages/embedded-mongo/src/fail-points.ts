import type { Document } from 'bson';
import { Long } from 'bson';
import { codeNameOf, MongoCommandError, notSupported } from './errors.js';
import { isPlainObject } from './values.js';

/**
 * MongoDB's `failCommand` fail point, which drivers' and applications' tests use to see how they
 * meet a server error or a dropped connection: `configureFailPoint: 'failCommand'` with a `mode`
 * (`alwaysOn`, `off`, `{ times: n }`, `{ skip: n }`) and `data` saying which commands fail and
 * how. As on mongod, it exists only with test commands enabled (`enableTestCommands`).
 */
export type FailAction =
  /** The connection is closed without an answer. */
  | { kind: 'close' }
  /** The command is not run; this is its answer. */
  | { kind: 'error'; reply: Document }
  /** The command runs; its answer carries this write concern error (and labels). */
  | { kind: 'writeConcernError'; writeConcernError: Document; errorLabels: string[] | undefined };

interface FailCommand {
  commands: Set<string>;
  /** Left to fail (Infinity: alwaysOn). */
  times: number;
  /** Matching commands still to let through first. */
  skip: number;
  appName: string | undefined;
  data: Document;
}

const FAIL_MESSAGE = "Failing command via 'failCommand' failpoint";

export class FailPoints {
  private failCommand: FailCommand | undefined;

  /** `{ configureFailPoint: 'failCommand', mode, data }`. */
  configure(command: Document): Document {
    const name: unknown = command.configureFailPoint;
    if (name !== 'failCommand') {
      throw notSupported(`the fail point ${JSON.stringify(name)} (only 'failCommand')`);
    }
    const mode: unknown = command.mode;
    if (mode === 'off') {
      this.failCommand = undefined;
      return { count: Long.fromNumber(0), ok: 1 };
    }
    const data: unknown = command.data;
    if (!isPlainObject(data) || !Array.isArray(data.failCommands)) {
      throw new MongoCommandError(
        'BadValue',
        "'data.failCommands' must be an array of command names",
      );
    }
    if (data.blockConnection === true) throw notSupported('failCommand with blockConnection');
    let times = Infinity;
    let skip = 0;
    if (mode === 'alwaysOn') {
      times = Infinity;
    } else if (isPlainObject(mode) && typeof mode.times === 'number') {
      times = mode.times;
    } else if (isPlainObject(mode) && typeof mode.skip === 'number') {
      skip = mode.skip;
    } else {
      throw new MongoCommandError(
        'BadValue',
        `unsupported fail point mode ${JSON.stringify(mode)}: 'alwaysOn', 'off', { times: n } or { skip: n }`,
      );
    }
    this.failCommand = {
      commands: new Set(data.failCommands.map(String)),
      times,
      skip,
      appName: typeof data.appName === 'string' ? data.appName : undefined,
      data,
    };
    return { count: Long.fromNumber(0), ok: 1 };
  }

  /** What the fail point does to this command from a client of `appName`, if anything. */
  actionFor(commandName: string, appName: string | undefined): FailAction | undefined {
    const point = this.failCommand;
    if (!point?.commands.has(commandName)) return undefined;
    if (point.appName !== undefined && point.appName !== appName) return undefined;
    if (point.skip > 0) {
      point.skip -= 1;
      return undefined;
    }
    point.times -= 1;
    if (point.times <= 0) this.failCommand = undefined;
    const { data } = point;
    const errorLabels = Array.isArray(data.errorLabels) ? data.errorLabels.map(String) : undefined;
    if (data.closeConnection === true) return { kind: 'close' };
    if (typeof data.errorCode === 'number') {
      const codeName = codeNameOf(data.errorCode);
      return {
        kind: 'error',
        reply: {
          ok: 0,
          errmsg: FAIL_MESSAGE,
          code: data.errorCode,
          ...(codeName ? { codeName } : {}),
          ...(errorLabels ? { errorLabels } : {}),
        },
      };
    }
    if (isPlainObject(data.writeConcernError)) {
      return { kind: 'writeConcernError', writeConcernError: data.writeConcernError, errorLabels };
    }
    return undefined;
  }
}
