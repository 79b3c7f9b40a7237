import { useId, useRef, useState } from 'react';
import { Field } from './Field';
import { SETTING_LIMITS, textError } from '../../../engine';

/** How many matching names are listed at once (a list may hold 5000). */
export const SHOWN_MAX = 200;

interface NamesEditorProps {
  readonly names: readonly string[];
  onChange: (names: string[]) => void;
  /** The list's own error ('minimum 2 names'), shown under it. */
  readonly error: string | null;
}

/** The AI names: searchable (trimmed, any case, anywhere in a name, as the server searches), add and remove. */
export function NamesEditor({ names, onChange, error }: NamesEditorProps) {
  const listId = useId();
  const [keyword, setKeyword] = useState('');
  const [added, setAdded] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const needle = keyword.trim().toLowerCase();
  const matching = needle === '' ? names : names.filter((n) => n.toLowerCase().includes(needle));
  const shown = matching.slice(0, SHOWN_MAX);

  function add(e: { preventDefault(): void }) {
    e.preventDefault();
    const name = added.trim();
    const problem =
      textError(added, 'AI name', SETTING_LIMITS.aiNameMax) ??
      (names.some((n) => n.toLowerCase() === name.toLowerCase())
        ? 'That name is already in the list.'
        : null);
    setAddError(problem);
    if (problem !== null) return;
    onChange([...names, name]);
    setAdded('');
  }

  function remove(name: string, at: number) {
    onChange(names.filter((n) => n !== name));
    // Keep the keyboard in the list: focus the next Remove button (or the previous one).
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      if (buttons === undefined || buttons.length === 0) return;
      buttons[Math.min(at, buttons.length - 1)]?.focus();
    });
  }

  return (
    <fieldset className="names">
      <legend>Names list</legend>
      <Field
        label="Search names"
        type="search"
        value={keyword}
        onChange={setKeyword}
        hint={`${matching.length} of ${names.length} names`}
        aria-controls={listId}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      <ul id={listId} ref={list} className="names-list" aria-label="AI names">
        {shown.map((name, i) => (
          <li key={name}>
            <span>{name}</span>
            <button
              type="button"
              aria-label={`Remove ${name}`}
              onClick={() => {
                remove(name, i);
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {matching.length === 0 && <p className="muted">No name matches this search.</p>}
      {matching.length > shown.length && (
        <p className="muted">
          Showing {shown.length} of {matching.length} matching names: search to find the others.
        </p>
      )}
      {error !== null && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="add-name">
        <Field
          label="New AI name"
          value={added}
          onChange={setAdded}
          hint={`At most ${SETTING_LIMITS.aiNameMax}`}
          error={addError}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
        />
        <button type="button" onClick={add} aria-label="Add AI name">
          Add
        </button>
      </div>
    </fieldset>
  );
}
