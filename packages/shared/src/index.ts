export * from './limits';
export * from './enums';
