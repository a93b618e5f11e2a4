export * from './feedback.ts';
export * from './auth.ts';
