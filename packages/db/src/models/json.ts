import type { ToObjectOptions } from 'mongoose';

type Transform = NonNullable<Exclude<ToObjectOptions['transform'], boolean>>;

/**
 * JSON for every model: no `__v`, and the named private fields removed, so no route can leak a
 * password hash or a stored file path by accident.
 */
export const publicJson = (
  hidden: string[] = [],
  extra?: (ret: Record<string, unknown>, doc: unknown) => void,
): ToObjectOptions => {
  const transform: Transform = (doc, ret) => {
    const out = ret as Record<string, unknown>;
    delete out.__v;
    for (const field of hidden) delete out[field];
    extra?.(out, doc);
    return out;
  };
  return { versionKey: false, transform };
};
