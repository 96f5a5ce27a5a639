export * from './institute';
export * from './catalogue';
export * from './documents';
export * from './auth';
