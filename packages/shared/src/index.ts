export * from './limits';
export * from './enums';
export * from './names';
export * from './messages';
export * from './triage';
export * from './email';
export * from './conversations';
export * from './knowledge';
