export * from './drift';
export type { Lenient } from './lenient-type';
export { readAnswer, ROOT_PATH, topLevelKinds, UnreadableAnswer, type ReadAnswer } from './read-answer';
export { carriesError, errorStatusIn } from './error-shape';
export { ExactNumber, parseJsonExact } from './exact-json';
