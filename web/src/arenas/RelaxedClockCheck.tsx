import { useTranslation } from 'react-i18next';

/** The relaxed clock's checkbox of both arena forms (a private arena, an admin's schedule). */
export function RelaxedClockCheck({
  checked,
  onChange,
}: {
  readonly checked: boolean;
  readonly onChange: (relaxed: boolean) => void;
}) {
  const { t } = useTranslation('arenas');
  return (
    <label className="arena-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          onChange(e.target.checked);
        }}
      />{' '}
      {t('relaxedClock')}
    </label>
  );
}
