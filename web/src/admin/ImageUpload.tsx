import { useEffect, useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { UploadRoute } from '../../../contract/routes';
import { uploadTo } from '../net/call';
import { FormError } from './Field';
import { useAction } from './useAction';
import { imageError } from './validate';

export interface ImageUploadProps {
  /** What the image is ('Floor tile'); names the file input and the previews. */
  readonly label: string;
  /** Hides the label visually (a table's row header shows what the image is); it still names the input. */
  readonly labelHidden?: boolean;
  /** The current image's URL, or null when none was uploaded. */
  readonly current: string | null;
  /** What the game shows when none was uploaded (the default art); "None (default)" when left out. */
  readonly fallback?: ReactNode;
  /** The upload route (contract/routes/images.ts), sent a form with `image` and these fields. */
  readonly route: UploadRoute;
  readonly fields?: Record<string, string>;
  /** The spec's success message. */
  readonly success: string;
  /** Called with the new image's URL after a successful save. */
  onSaved?: (url: string) => void;
}

/** Upload with preview: the current image, a file chooser, the chosen file's preview, and Save. */
export function ImageUpload(props: ImageUploadProps) {
  const { label, labelHidden = false, current, fallback, route, fields, success, onSaved } = props;
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState(current);
  const [inputKey, setInputKey] = useState(0);
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    if (file === null) return;
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setPreview(null);
    };
  }, [file]);

  function choose(chosen: File | undefined) {
    setError(null);
    if (chosen === undefined) {
      setFile(null);
      return;
    }
    const problem = imageError(chosen);
    setFile(problem === null ? chosen : null);
    if (problem !== null) setError(problem);
  }

  async function save(e: SyntheticEvent) {
    e.preventDefault();
    if (file === null) return;
    const answer = await run(() => uploadTo(route, file, fields), success);
    if (answer === undefined) return;
    setUrl(answer.url);
    setFile(null);
    setInputKey((k) => k + 1);
    onSaved?.(answer.url);
  }

  return (
    <form className="image-upload" noValidate onSubmit={(e) => void save(e)}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'image-label'}>
        {label}
      </label>
      <div className="image-previews">
        <figure>
          {url !== null ? (
            <img src={url} alt={`Current ${label.toLowerCase()}`} />
          ) : fallback === undefined ? (
            <div className="image-none muted">None (default)</div>
          ) : (
            <div className="image-default" role="img" aria-label={`Default ${label.toLowerCase()}`}>
              {fallback}
            </div>
          )}
          <figcaption className="muted">
            {url === null && fallback !== undefined ? 'Default' : 'Current'}
          </figcaption>
        </figure>
        {preview !== null && (
          <figure>
            <img src={preview} alt={`Chosen ${label.toLowerCase()}`} />
            <figcaption className="muted">New</figcaption>
          </figure>
        )}
      </div>
      <div className="image-controls">
        <input
          key={inputKey}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            choose(e.target.files?.[0]);
          }}
        />
        <span id={`${id}-hint`} className="muted hint">
          PNG, JPEG or WebP, at most 5 MB
        </span>
        <button
          type="submit"
          className="primary"
          disabled={file === null || busy}
          aria-label={`Save ${label.toLowerCase()}`}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
        <FormError error={error} />
      </div>
    </form>
  );
}
