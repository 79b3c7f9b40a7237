import { useId, type InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  readonly label: string;
  readonly value: string;
  onChange: (value: string) => void;
  /** The limits, shown next to the field. */
  readonly hint: string;
  readonly error?: string | null;
}

/** A labelled input with its limits beside it and its error under it (both read with the input). */
export function Field({ label, value, onChange, hint, error = null, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <div className="field-head">
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-hint`} className="muted hint">
          {hint}
        </span>
      </div>
      <input
        id={id}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error === null ? `${id}-hint` : `${id}-hint ${id}-error`}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        {...input}
      />
      {error !== null && (
        <p id={`${id}-error`} className="error field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A whole-number field: numeric keyboard, range shown as the hint. */
export function NumberField(props: Omit<FieldProps, 'hint'> & { readonly range: readonly [number, number] }) {
  const { range, ...rest } = props;
  return (
    <Field
      {...rest}
      type="number"
      inputMode="numeric"
      min={range[0]}
      max={range[1]}
      step={1}
      hint={`Required, ${range[0]}-${range[1]}`}
    />
  );
}

/** The error line of a form or a button that has no field of its own. */
export function FormError({ error }: { readonly error: string | null }) {
  return error === null ? null : (
    <p className="error" role="alert">
      {error}
    </p>
  );
}
