import type { Document } from 'bson';
import { runPipeline } from '../engine.js';
import { MongoCommandError } from '../errors.js';
import type { ReadableCollection } from '../snapshots.js';
import type { Store } from '../store.js';
import type { Doc } from '../values.js';
import { cloneDoc, isPlainObject, valueKey } from '../values.js';
import { checkCollation } from './options.js';

/**
 * Read-only views, as MongoDB keeps them: each a document `{ _id: '<db>.<view>', viewOn, pipeline }`
 * in the database's `system.views` collection (so they are journaled and survive a restart like
 * any data). Reading a view runs its pipeline on what it is a view of (a collection or another
 * view); writing to one is refused (CommandNotSupportedOnView, 166).
 */
export const VIEWS_COLLECTION = 'system.views';

/** MongoDB's limit on views of views. */
const MAX_VIEW_DEPTH = 20;

export interface ViewDefinition {
  name: string;
  viewOn: string;
  pipeline: Document[];
}

export function viewOf(store: Store, db: string, name: string): ViewDefinition | undefined {
  const doc = store.getCollection(db, VIEWS_COLLECTION)?.getById(`${db}.${name}`);
  if (!doc) return undefined;
  return { name, viewOn: String(doc.viewOn), pipeline: (doc.pipeline as Document[]) ?? [] };
}

export function viewsOf(store: Store, db: string): ViewDefinition[] {
  const prefix = `${db}.`;
  return (store.getCollection(db, VIEWS_COLLECTION)?.documents() ?? []).map((doc) => ({
    name: String(doc._id).slice(prefix.length),
    viewOn: String(doc.viewOn),
    pipeline: (doc.pipeline as Document[]) ?? [],
  }));
}

/** `create` with `viewOn`: records the view, after the checks MongoDB makes. */
export function createView(store: Store, db: string, name: string, options: Document): void {
  const { viewOn, pipeline = [], collation, ...rest } = options;
  for (const option of Object.keys(rest))
    throw new MongoCommandError('InvalidOptions', `option '${option}' is not allowed on a view`);
  checkCollation(collation);
  if (typeof viewOn !== 'string' || viewOn.length === 0)
    throw new MongoCommandError('TypeMismatch', "'viewOn' must be a non-empty string");
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject))
    throw new MongoCommandError('TypeMismatch', "'pipeline' must be an array of objects");
  for (const stage of pipeline) {
    const [stageName] = Object.keys(stage);
    if (stageName === '$out' || stageName === '$merge')
      throw new MongoCommandError(
        'OptionNotSupportedOnView',
        `${stageName} cannot be used in a view definition`,
      );
  }
  if (store.getCollection(db, name) || viewOf(store, db, name))
    throw new MongoCommandError('NamespaceExists', `Namespace ${db}.${name} already exists`);
  // A view of itself, through others, would never end.
  for (let on: string | undefined = viewOn, depth = 0; on; depth++) {
    if (on === name)
      throw new MongoCommandError('GraphContainsCycle', `View cycle detected: ${db}.${name}`);
    if (depth >= MAX_VIEW_DEPTH)
      throw new MongoCommandError(
        'ViewDepthLimitExceeded',
        `View depth too deep or view cycle detected. Maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    on = viewOf(store, db, on)?.viewOn;
  }
  store
    .ensureCollection(db, VIEWS_COLLECTION)
    .collection.insert({ _id: `${db}.${name}`, viewOn, pipeline });
}

/** `drop` of a view: forgets it. True when `name` was a view. */
export function dropView(store: Store, db: string, name: string): boolean {
  const views = store.getCollection(db, VIEWS_COLLECTION);
  const doc = views?.getById(`${db}.${name}`);
  if (!views || !doc) return false;
  views.remove(doc);
  return true;
}

/**
 * The view `name` as a collection to read: its documents are its pipeline run on what it is a
 * view of, read through `read` (at the command's snapshot, when it has one).
 */
export function viewCollection(
  view: ViewDefinition,
  read: (name: string) => ReadableCollection | undefined,
): ReadableCollection {
  let docs: Doc[] | undefined;
  const documents = () =>
    (docs ??= runPipeline(
      (read(view.viewOn)?.documents() ?? []).map((doc) => cloneDoc(doc)),
      view.pipeline,
      { collectionResolver: (name) => (read(name)?.documents() ?? []).map((doc) => cloneDoc(doc)) },
    ));
  return {
    documents,
    getById: (id) => documents().find((doc) => valueKey(doc._id) === valueKey(id)),
  };
}

/** Commands that change a collection or its indexes, refused on a view. */
const COLLECTION_ONLY = new Set([
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'createIndexes',
  'dropIndexes',
  'listIndexes',
  'collStats',
  'collMod',
]);

/** Refuses a write (or an index command) on a view, as MongoDB does. */
export function refuseOnView(store: Store, db: string, command: Document): void {
  const [commandName] = Object.keys(command);
  if (!commandName || !COLLECTION_ONLY.has(commandName)) return;
  const name: unknown = command[commandName];
  if (typeof name === 'string' && viewOf(store, db, name)) throw notOnView(db, name);
}

export const notOnView = (db: string, name: string): MongoCommandError =>
  new MongoCommandError(
    'CommandNotSupportedOnView',
    `Namespace ${db}.${name} is a view, not a collection`,
  );
