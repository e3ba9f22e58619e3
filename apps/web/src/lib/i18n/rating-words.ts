import type { reportWords } from '@rutaviva/domain';

/** The CSV's rating words by the screens' keys, so the screens and the exported file agree. */
export function ratingWords(words: ReturnType<typeof reportWords>) {
  return { bad: words.ratings[1], okay: words.ratings[2], excellent: words.ratings[3] };
}
