import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { BACKUP_RUNS_COLLECTION } from './backup.js';

/**
 * One backup, made or being made. `lock` is set only while it runs, and unique: a second start
 * while one runs is refused by the database, whichever api process asks. `night` (a nightly
 * backup's UTC date) is unique too, so one process makes each night's backup. `heartbeatAt` moves
 * while it runs; a run whose heartbeat stopped was cut off (the api crashed) and is failed.
 */
const backupRunSchema = new Schema(
  {
    status: { type: String, enum: ['running', 'done', 'failed'], required: true },
    trigger: { type: String, enum: ['manual', 'nightly'], required: true },
    lock: { type: String },
    night: { type: String },
    startedAt: { type: Date, required: true },
    heartbeatAt: { type: Date, required: true },
    finishedAt: { type: Date },
    collectionsDone: { type: Number, default: 0 },
    collectionsTotal: { type: Number, default: 0 },
    filesDone: { type: Number, default: 0 },
    name: { type: String },
    size: { type: Number },
    message: { type: String },
  },
  { collection: BACKUP_RUNS_COLLECTION, versionKey: false },
);
backupRunSchema.index({ lock: 1 }, { unique: true, sparse: true });
backupRunSchema.index({ night: 1 }, { unique: true, sparse: true });
backupRunSchema.index({ startedAt: -1 });

export type BackupRunRecord = InferSchemaType<typeof backupRunSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const BackupRunModel = mongoose.model('BackupRun', backupRunSchema);
