import { useEffect, useState } from 'react';

/**
 * The configured background (GET `path`) as an object URL, or null when none is uploaded (404) or it cannot
 * be loaded: then the page keeps the default theme.
 */
export function useBackground(path: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetch(path, { credentials: 'same-origin' })
      .then(async (res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!live || blob === null) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [path]);
  return url;
}
