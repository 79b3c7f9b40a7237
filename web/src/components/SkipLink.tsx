import { useTranslation } from 'react-i18next';

/**
 * The first thing Tab reaches on every page: a link past the header to the page's own content (WCAG 2.4.1),
 * hidden until focused. The main element takes focus (tabIndex -1), so the next Tab goes on from there.
 */
export function SkipLink() {
  const { t } = useTranslation('components');
  return (
    <a className="skip-link" href="#main">
      {t('skipLink')}
    </a>
  );
}
