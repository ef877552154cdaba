export * from './languages';
export type { Dictionary, MessageKey } from './locales/en';
export type { default as en } from './locales/en';
