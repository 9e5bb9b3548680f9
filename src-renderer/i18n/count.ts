/** Renderer. `count(120000)` in the language on screen (src-shared/words/count.ts). */
import { formatCount } from '../../src-shared/words/count';
import { useAppStore } from '../state/store';

export function useCount(): (value: number) => string {
  const language = useAppStore((s) => s.language);
  return (value) => formatCount(value, language);
}
