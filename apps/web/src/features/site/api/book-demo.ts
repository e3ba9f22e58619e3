import type { BookDemoInput } from '@rutaviva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/book_demos → 201 {id}; 400 with fields; 429 after a few an hour. */
async function bookDemo(input: BookDemoInput): Promise<void> {
  await api.post('/api/book_demos', input);
}

export function useBookDemo() {
  return useMutation({ mutationFn: bookDemo });
}
