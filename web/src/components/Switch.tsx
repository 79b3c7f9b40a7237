import type { ReactNode } from 'react';
import '../styles/switch.css';

/**
 * An on/off switch with its label beside it: a native checkbox with the switch role (Space toggles it, its
 * label names it), drawn as a small track and thumb.
 */
export function Switch({
  checked,
  onChange,
  children,
  className = '',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={`switch ${className}`.trim()}>
      <input
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={checked}
        onChange={(e) => {
          onChange(e.currentTarget.checked);
        }}
      />
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-label">{children}</span>
    </label>
  );
}
