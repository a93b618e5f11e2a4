import { Puzzle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { EXTERNAL_LINKS } from '#config/paths.ts';

/** The install button: the install page names the store or offers the download with its steps. */
export function InstallExtension() {
  const { t } = useTranslation('profile');
  return (
    <Link to={EXTERNAL_LINKS.extensionInstall} className={buttonClass('primary')}>
      <Puzzle className="size-4" aria-hidden="true" />
      {t('extension.install')}
    </Link>
  );
}
