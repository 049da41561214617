'use client';

import { useEffect, useState, type ChangeEvent } from 'react';

/**
 * One chosen image, checked the moment it is picked (`problemOf`: a message key, or null): a refused file never
 * leaves the browser (the picker is emptied), an accepted one gets a preview that is released when replaced.
 */
export function useImagePick<Problem extends string>(problemOf: (file: File) => Problem | null) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPreview(null);
    const found = file ? problemOf(file) : null;
    setProblem(found);
    if (found) event.target.value = '';
    else if (file) setPreview(URL.createObjectURL(file));
  };

  return { problem, setProblem, preview, clearPreview: () => setPreview(null), onChange };
}
