export * from './institute';
export * from './catalogue';
export * from './documents';
export * from './auth';
export * from './profile';
export * from './mail';
export * from './support';
export * from './enrolment';
