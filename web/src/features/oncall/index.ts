// The on-call parts other features show (the conversation thread's urgent record). Another feature
// imports a feature through its index or its use*.ts hooks only; this index is for lazily loaded
// screens: a file the first screen loads would pull every module it re-exports into the first-load chunk.
export { UrgentMessageRecord } from './UrgentMessageRecord';
