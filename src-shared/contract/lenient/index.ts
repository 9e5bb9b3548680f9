export * from './drift';
export type { Lenient } from './lenient-type';
export { readAnswer, ROOT_PATH, UnreadableAnswer, type ReadAnswer } from './read-answer';
