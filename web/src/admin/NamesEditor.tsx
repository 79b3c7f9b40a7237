import { useEffect, useId, useRef, useState } from 'react';
import { Field } from './Field';
import { SEARCH_AI_NAMES } from '../../../contract/routes';
import { call } from '../net/call';
import { errorMessage } from '../net/errorMessage';
import { SETTING_LIMITS, textError } from '../../../contract/http';

/** How many matching names are listed at once (a list may hold 5000). */
export const SHOWN_MAX = 200;

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 250;

/** The server's answer for one keyword. */
interface Found {
  readonly keyword: string;
  readonly names: readonly string[];
}

/** Searches the saved AI names on the server (GET /v1/setting/allnames?keyword=); null while none is asked. */
function useNameSearch(keyword: string): { found: Found | null; error: string | null } {
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    if (keyword === '') return;
    let live = true;
    const timer = setTimeout(() => {
      call(SEARCH_AI_NAMES, { query: { keyword } }).then(
        (items) => {
          if (live) setFound({ keyword, names: items.map((item) => item.label) });
        },
        (err: unknown) => {
          if (live) setError(errorMessage(err));
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return { found, error };
}

interface NamesEditorProps {
  readonly names: readonly string[];
  onChange: (names: string[]) => void;
  /** The list's own error ('minimum 2 names'), shown under it. */
  readonly error: string | null;
}

/**
 * The AI names: add and remove, and a search that asks the server for the saved names matching the keyword
 * (trimmed, any case, anywhere in a name); a name removed here but not yet saved is left out of the answer.
 */
export function NamesEditor({ names, onChange, error }: NamesEditorProps) {
  const listId = useId();
  const [keyword, setKeyword] = useState('');
  const [added, setAdded] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const needle = keyword.trim();
  const search = useNameSearch(needle);
  const searching = needle !== '' && search.error === null && search.found?.keyword !== needle;
  const matching =
    needle === ''
      ? names
      : search.found?.keyword === needle
        ? search.found.names.filter((n) => names.includes(n))
        : [];
  const shown = matching.slice(0, SHOWN_MAX);
  const hint =
    needle === ''
      ? `${names.length} names`
      : searching
        ? 'Searching the saved names…'
        : `${matching.length} of ${names.length} names (search looks in the saved list)`;

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
        hint={hint}
        error={search.error}
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
      {matching.length === 0 && !searching && search.error === null && (
        <p className="muted">No saved name matches this search.</p>
      )}
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
