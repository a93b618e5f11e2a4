export * from './feedback.ts';
export * from './auth.ts';
export * from './jobs.ts';
export * from './resumes.ts';
export * from './credits.ts';
export * from './mail.ts';
export * from './profiles.ts';
export * from './letters.ts';
